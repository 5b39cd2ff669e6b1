import starterSource from './start-scripts.inline.js?raw';

/** What the page's script starter (`start-scripts.inline.js`) is told by the server. */
export interface HeldScripts {
  /** The `rel` the module preloads were written with. */
  preloadRel: string;
  /** The `type` the boot module was written with. */
  moduleType: string;
  /** The longest wait for the lead image. */
  maxWaitMs: number;
  /** The attribute marking the page's own preloads (the CMS hero's), `data-page-hint`. */
  pageHintAttribute: string;
}

/**
 * The starter's source as the page carries it: the file's text without the comments that stand on
 * lines of their own (they are for its readers and its linter; a page carries the code only).
 */
export const STARTER_SOURCE = starterSource
  .replace(/^\s*\/\*[\s\S]*?\*\/\s*$/gm, '')
  .split('\n')
  .filter((line) => !/^\s*\/\//.test(line) && line.trim() !== '')
  .map((line) => line.trim())
  .join('\n');

/**
 * The inline script that starts a page's held scripts once its lead image is drawn (decision 017):
 * a call of the starter with the server's settings, carrying the response's nonce.
 */
export function starterScript(settings: HeldScripts, nonce: string | undefined): string {
  const attributes = nonce === undefined ? '' : ` nonce="${nonce}"`;
  // `<` escaped: the settings are data, and nothing in them may close the script early.
  const argument = JSON.stringify(settings).replaceAll('<', '\\u003c');
  return `<script${attributes}>(${STARTER_SOURCE})(${argument})</script>`;
}
