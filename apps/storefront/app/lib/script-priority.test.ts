import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  HELD_MODULE_TYPE,
  HELD_PRELOAD_REL,
  LEAD_IMAGE_MAX_WAIT_MS,
  scriptsAfterLeadImage,
} from './script-priority.ts';
import { starterScript } from './start-scripts.ts';

const run = (chunks: (string | Buffer)[], nonce?: string) =>
  text(Readable.from(chunks, { objectMode: false }).pipe(scriptsAfterLeadImage({ nonce })));

const NONCE = 'c2VjcmV0LW5vbmNlLTAx';
const BOOT = ';import * as route0 from "/assets/root.js";import("/assets/entry.js");';
const DATA = '<script>window.__reactRouterContext.streamController.close();</script>';
const HERO = '<link rel="preload" as="image" href="/media/hero.png" fetchPriority="high"/>';
const PAGE =
  `<head>${HERO}<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/>` +
  '<link rel="modulepreload" href="/b.js"/></head><body><p>Crème brûlée</p>' +
  `<script type="module" async="">${BOOT}</script>${DATA}</body>`;
const STARTER = (nonce?: string) =>
  starterScript(
    {
      preloadRel: HELD_PRELOAD_REL,
      moduleType: HELD_MODULE_TYPE,
      maxWaitMs: LEAD_IMAGE_MAX_WAIT_MS,
      pageHintAttribute: 'data-page-hint',
    },
    nonce,
  );
/** The page as react-router writes it with a nonce on its scripts and preloads. */
const withNonce = (html: string) =>
  html
    .replaceAll('<script type="module"', `<script nonce="${NONCE}" type="module"`)
    .replaceAll('.js"/>', `.js" nonce="${NONCE}"/>`)
    .replace('<script>window', `<script nonce="${NONCE}">window`);

describe('scriptsAfterLeadImage', () => {
  it('holds the preloads and the boot module of a page with a lead image, and writes the starter right after the module', async () => {
    expect(await run([PAGE])).toBe(
      `<head>${HERO}<link rel="stylesheet" href="/a.css"/><link rel="${HELD_PRELOAD_REL}" href="/a.js"/>` +
        `<link rel="${HELD_PRELOAD_REL}" href="/b.js"/></head><body><p>Crème brûlée</p>` +
        `<script type="${HELD_MODULE_TYPE}">${BOOT}</script>${STARTER()}${DATA}</body>`,
    );
  });

  it('gives the starter the response’s nonce, and holds a boot module carrying it', async () => {
    const html = await run([withNonce(PAGE)], NONCE);
    expect(html).toContain(
      `<script nonce="${NONCE}" type="${HELD_MODULE_TYPE}">${BOOT}</script>${STARTER(NONCE)}`,
    );
    expect(html).toContain(`<link rel="${HELD_PRELOAD_REL}" href="/a.js" nonce="${NONCE}"/>`);
    expect(html).not.toContain('type="module"');
  });

  it('leaves the scripts of a page without a lead image, at a low fetch priority', async () => {
    const page = PAGE.replace(HERO, '');
    expect(await run([page])).toBe(
      page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
    );
    // An image preloaded after the scripts (React hoists it to the body's end) is not a lead image.
    const late = `${page}${HERO}`;
    expect(await run([late])).not.toContain(HELD_PRELOAD_REL);
  });

  it('holds nothing when the boot module is not written as expected (a nonce it does not know)', async () => {
    const html = await run([withNonce(PAGE)], 'b3RoZXItbm9uY2UtMDI=');
    expect(html).toContain(`<script nonce="${NONCE}" type="module" async="">${BOOT}</script>`);
    expect(html).not.toContain('startScriptsAfterLeadImage');
  });

  it('gives the same page wherever two writes cut it, the boot module and its end tag included', async () => {
    const page = withNonce(PAGE);
    const whole = await run([page], NONCE);
    for (let cut = 1; cut < page.length; cut += 1) {
      expect(await run([page.slice(0, cut), page.slice(cut)], NONCE)).toBe(whole);
    }
  });

  it('keeps a character whose bytes are split between two chunks', async () => {
    const bytes = Buffer.from(
      `${HERO}<p>Thé à la menthe</p><link rel="modulepreload" href="/é.js"/>`,
    );
    const cut = bytes.indexOf(Buffer.from('é')) + 1;
    expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(
      `${HERO}<p>Thé à la menthe</p><link rel="${HELD_PRELOAD_REL}" href="/é.js"/>`,
    );
  });

  it('sends a page that ends in the middle of a would-be tag unchanged', async () => {
    expect(await run(['<p>fin</p><link rel="modu'])).toBe('<p>fin</p><link rel="modu');
    expect(await run(['<p>fin</p><script type="mod'])).toBe('<p>fin</p><script type="mod');
    expect(await run([`${HERO}<script type="module" async="">a();</scr`])).toBe(
      `${HERO}<script type="${HELD_MODULE_TYPE}">a();</scr`,
    );
  });
});
