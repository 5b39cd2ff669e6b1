import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/** What react-router's `<Scripts />` writes for every module of the first load. */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * The longest end of `text` that is the start of a module preload tag, kept back until the next
 * chunk shows whether it is one (a tag may be split between two writes of the renderer).
 */
function partialTagLength(text: string): number {
  const longest = Math.min(text.length, MODULE_PRELOAD.length - 1);
  for (let length = longest; length > 0; length -= 1) {
    if (MODULE_PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}

/**
 * Gives the page's module preloads a low fetch priority (decision 006). The HTML is complete and
 * its forms work before hydration, so the stylesheets and the largest image should win a phone's
 * bandwidth over the ~190 KB of scripts; the scripts still start at once and hydrate as soon as
 * they arrive. Everything else in the stream passes unchanged.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      // The decoder holds back a character split between two chunks.
      const text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      const keep = partialTagLength(text);
      carry = text.slice(text.length - keep);
      callback(
        null,
        text.slice(0, text.length - keep).replaceAll(MODULE_PRELOAD, LOW_PRIORITY_PRELOAD),
      );
    },
    flush(callback) {
      callback(null, carry + decoder.end());
    },
  });
}
