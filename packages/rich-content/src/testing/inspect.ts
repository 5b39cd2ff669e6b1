// Node-only test helpers (they use jsdom): is a sanitised fragment or a parsed tree inert?
export { executableContent } from './executable-content.ts';
export { treeFindings } from './tree-findings.ts';
