import { readFileSync, statSync } from 'node:fs';

/**
 * COMMERCE_CLOCK_OFFSET_FILE (tests and journeys only): the server's clock is real time plus the
 * offset in milliseconds written in that file. The file is read again whenever it changes, so a
 * journey moves the clock of every server process at once by writing it; a missing or empty file
 * is 0, and a malformed one keeps the last good offset (a half-written file must not jump time).
 */
export function offsetFileClock(path: string, realNow: () => number = Date.now): () => number {
  let offset = 0;
  let seen = '';
  return () => {
    let stamp = 'missing';
    try {
      const stat = statSync(path);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      // No file: no offset.
    }
    if (stamp !== seen) {
      seen = stamp;
      if (stamp === 'missing') offset = 0;
      else {
        const text = readFileSync(path, 'utf8').trim();
        const value = text === '' ? 0 : Number(text);
        if (Number.isFinite(value)) offset = value;
      }
    }
    return realNow() + offset;
  };
}
