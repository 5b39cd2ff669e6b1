import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { PAGE_HINT_ATTRIBUTE } from './page-hint.ts';
import { starterScript } from './start-scripts.ts';

/** What react-router's `<Scripts />` writes: a preload per module, then the module that boots. */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const bootModuleTag = (nonce: string | undefined) =>
  nonce === undefined
    ? '<script type="module" async="">'
    : `<script nonce="${nonce}" type="module" async="">`;
const SCRIPT_END = '</script>';
/**
 * The preload of a page's lead image, which the head holds before the module preloads: React's for
 * the page's first eager images (the one marked `fetchPriority="high"` among them), the page's own
 * for a CMS hero (`pageMeta`). When the starter finds neither, it starts the scripts at once.
 */
const IMAGE_PRELOAD = '<link rel="preload" as="image"';

/** The preloads and the boot module, held back until the lead image is drawn (decision 017). */
export const HELD_PRELOAD_REL = 'held-modulepreload';
export const HELD_MODULE_TYPE = 'held/module';

/** The longest wait for the lead image before the scripts start anyway. */
export const LEAD_IMAGE_MAX_WAIT_MS = 2_500;

const HELD_PRELOAD = `<link rel="${HELD_PRELOAD_REL}"`;
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** The longest end of `text` that is the start of one of `tags`, kept back until the next chunk. */
function partialTagLength(text: string, tags: readonly string[]): number {
  let longest = 0;
  for (const tag of tags) {
    for (let length = Math.min(text.length, tag.length - 1); length > longest; length -= 1) {
      if (tag.startsWith(text.slice(text.length - length))) {
        longest = length;
        break;
      }
    }
  }
  return longest;
}

/**
 * Holds a page's scripts back until its lead image is drawn (decisions 006 and 017). The HTML is
 * complete and its forms work before hydration, so the stylesheets and the largest image should
 * have a phone's bandwidth to themselves. When an image preload comes before the first module
 * preload, react-router's module preloads are written under another `rel` and its boot module under
 * another `type`, which the browser ignores, and the starter (`start-scripts.inline.js`) is written
 * right after the boot module's end tag: by the time it runs, the parser has read the whole module
 * it will copy. A page without a lead image keeps its scripts, at a low fetch priority. Everything
 * else in the stream passes unchanged; if react-router wrote its tags differently, nothing would
 * be held and the page would load its scripts at once.
 *
 * `nonce` is the response's CSP nonce, which react-router's boot module carries and the starter
 * gets too.
 */
export function scriptsAfterLeadImage(options: { nonce?: string | undefined } = {}): Transform {
  const { nonce } = options;
  const bootModule = bootModuleTag(nonce);
  const heldBootModule = bootModule.replace('type="module" async=""', `type="${HELD_MODULE_TYPE}"`);
  const starter = starterScript(
    {
      preloadRel: HELD_PRELOAD_REL,
      moduleType: HELD_MODULE_TYPE,
      maxWaitMs: LEAD_IMAGE_MAX_WAIT_MS,
      pageHintAttribute: PAGE_HINT_ATTRIBUTE,
    },
    nonce,
  );
  const decoder = new StringDecoder('utf8');
  let carry = '';
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';
  /** Where the boot module is: not seen yet, being read (its end tag ahead), or behind. */
  let boot: 'ahead' | 'open' | 'done' = 'ahead';

  // A tag split between two chunks is kept back until the next one shows it whole.
  const watched = (): string[] =>
    mode === 'pass'
      ? [MODULE_PRELOAD]
      : boot === 'done'
        ? [MODULE_PRELOAD, IMAGE_PRELOAD]
        : [MODULE_PRELOAD, IMAGE_PRELOAD, bootModule, SCRIPT_END];

  const hold = (text: string): string => {
    let out = '';
    let rest = text;
    if (boot === 'ahead') {
      const at = rest.indexOf(bootModule);
      if (at < 0) return rest.replaceAll(MODULE_PRELOAD, HELD_PRELOAD);
      out = rest.slice(0, at).replaceAll(MODULE_PRELOAD, HELD_PRELOAD) + heldBootModule;
      rest = rest.slice(at + bootModule.length);
      boot = 'open';
    }
    if (boot === 'open') {
      const end = rest.indexOf(SCRIPT_END);
      if (end < 0) return out + rest;
      out += rest.slice(0, end + SCRIPT_END.length) + starter;
      rest = rest.slice(end + SCRIPT_END.length);
      boot = 'done';
    }
    return out + rest.replaceAll(MODULE_PRELOAD, HELD_PRELOAD);
  };

  const write = (text: string): string => {
    if (mode === 'undecided') {
      const image = text.indexOf(IMAGE_PRELOAD);
      const modules = text.indexOf(MODULE_PRELOAD);
      if (image >= 0 && (modules < 0 || image < modules)) mode = 'hold';
      else if (modules >= 0) mode = 'pass';
      else return text;
    }
    return mode === 'hold' ? hold(text) : text.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_PRELOAD);
  };

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      // The decoder holds back a character split between two chunks.
      const text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      const keep = partialTagLength(text, watched());
      carry = text.slice(text.length - keep);
      callback(null, write(text.slice(0, text.length - keep)));
    },
    flush(callback) {
      callback(null, write(carry + decoder.end()));
    },
  });
}
