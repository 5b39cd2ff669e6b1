import { parseAst } from 'vite';
import type { Plugin } from 'vite';

/** Files that hold message descriptors (`defineMessages({ … })`). */
const MESSAGES_FILE = /\.messages\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Whether `node` is a `defaultMessage: '…'` property with a constant string. */
function isDefaultMessage(node: Node): node is Node & { value: Node } {
  if (node.type !== 'Property' || node.computed === true || !isNode(node.value)) return false;
  const key = node.key as Node & { name?: string; value?: unknown };
  const name = key.type === 'Identifier' ? key.name : key.value;
  if (name !== 'defaultMessage') return false;
  const value = node.value as Node & { value?: unknown; expressions?: unknown[] };
  return (
    (value.type === 'Literal' && typeof value.value === 'string') ||
    (value.type === 'TemplateLiteral' && value.expressions?.length === 0)
  );
}

/**
 * Empties the English `defaultMessage` of every descriptor in `code` (JavaScript): the browser
 * formats every message from the locale's catalogue, which a test keeps complete, so the English
 * text would only be weight. The property stays (an empty string), so a descriptor still looks like
 * one; a missing translation would show the message id rather than nothing.
 */
export function emptyDefaultMessages(code: string): string {
  const ranges: [number, number][] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    if (isDefaultMessage(value)) {
      ranges.push([value.value.start, value.value.end]);
      return;
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'type') visit(child);
  };
  visit(parseAst(code));
  let result = code;
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0]))
    result = `${result.slice(0, start)}""${result.slice(end)}`;
  return result;
}

/** The client build's message files without their English defaults (about 5 KB gzip per page). */
export function stripDefaultMessages(): Plugin {
  return {
    name: 'vitrine-strip-default-messages',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!MESSAGES_FILE.test(id.split('?')[0] ?? id)) return null;
      return { code: emptyDefaultMessages(code), map: null };
    },
  };
}
