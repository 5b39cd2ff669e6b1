import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { startScriptsAfterLeadImage } from './start-scripts.ts';

/** What react-router's `<Scripts />` writes: a preload per module, then the module that boots. */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const BOOT_MODULE = '<script type="module" async="">';
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

type Replacements = readonly (readonly [string, string])[];

/** A page with a lead image: its scripts wait for it. */
const HOLD: Replacements = [
  [MODULE_PRELOAD, `<link rel="${HELD_PRELOAD_REL}"`],
  [
    BOOT_MODULE,
    `<script>(${startScriptsAfterLeadImage.toString()})(${JSON.stringify({
      preloadRel: HELD_PRELOAD_REL,
      moduleType: HELD_MODULE_TYPE,
      maxWaitMs: LEAD_IMAGE_MAX_WAIT_MS,
    })})</script><script type="${HELD_MODULE_TYPE}">`,
  ],
];

/** A page without one (cart, checkout, account): its scripts start at once, at low priority. */
const PASS: Replacements = [[MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"']];

const WATCHED = [MODULE_PRELOAD, BOOT_MODULE, IMAGE_PRELOAD];

/**
 * The longest end of `text` that is the start of a watched tag, kept back until the next chunk
 * shows whether it is one (a tag may be split between two writes of the renderer).
 */
function partialTagLength(text: string): number {
  let longest = 0;
  for (const tag of WATCHED) {
    for (let length = Math.min(text.length, tag.length - 1); length > longest; length -= 1) {
      if (tag.startsWith(text.slice(text.length - length))) {
        longest = length;
        break;
      }
    }
  }
  return longest;
}

const replaceTags = (text: string, replacements: Replacements) =>
  replacements.reduce((result, [tag, replacement]) => result.replaceAll(tag, replacement), text);

/**
 * Holds a page's scripts back until its lead image is drawn (decisions 006 and 017). The HTML is
 * complete and its forms work before hydration, so the stylesheets and the largest image should
 * have a phone's bandwidth to themselves. When an image preload comes before the first module
 * preload, react-router's module preloads are written under another `rel` and its boot module under
 * another `type`, which the browser ignores. A small script placed before the boot module
 * ({@link startScriptsAfterLeadImage}) turns them back into a preload and a module once the image
 * has arrived. A page without a lead image keeps its scripts, at a low fetch priority. Everything
 * else in the stream passes unchanged.
 */
export function scriptsAfterLeadImage(): Transform {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  let replacements: Replacements | null = null;
  const write = (text: string) => {
    if (replacements === null) {
      const image = text.indexOf(IMAGE_PRELOAD);
      const modules = text.indexOf(MODULE_PRELOAD);
      if (image >= 0 && (modules < 0 || image < modules)) replacements = HOLD;
      else if (modules >= 0) replacements = PASS;
      else return text;
    }
    return replaceTags(text, replacements);
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      // The decoder holds back a character split between two chunks.
      const text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      const keep = partialTagLength(text);
      carry = text.slice(text.length - keep);
      callback(null, write(text.slice(0, text.length - keep)));
    },
    flush(callback) {
      callback(null, write(carry + decoder.end()));
    },
  });
}
