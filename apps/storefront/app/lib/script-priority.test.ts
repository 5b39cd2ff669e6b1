import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL, scriptsAfterLeadImage } from './script-priority.ts';
import { startScriptsAfterLeadImage } from './start-scripts.ts';

const run = (chunks: (string | Buffer)[]) =>
  text(Readable.from(chunks, { objectMode: false }).pipe(scriptsAfterLeadImage()));

const BOOT = ';import * as route0 from "/assets/root.js";import("/assets/entry.js");';
const HERO = '<link rel="preload" as="image" href="/media/hero.png" fetchPriority="high"/>';
const PAGE =
  `<head>${HERO}<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/>` +
  '<link rel="modulepreload" href="/b.js"/></head><body><p>Crème brûlée</p>' +
  `<script type="module" async="">${BOOT}</script></body>`;

describe('scriptsAfterLeadImage', () => {
  it('holds the module preloads and the boot module of a page with a lead image back, behind the script that starts them', async () => {
    const html = await run([PAGE]);
    expect(html).toContain(
      `<head>${HERO}<link rel="stylesheet" href="/a.css"/><link rel="${HELD_PRELOAD_REL}" href="/a.js"/>` +
        `<link rel="${HELD_PRELOAD_REL}" href="/b.js"/></head><body><p>Crème brûlée</p><script>(`,
    );
    expect(html).toContain(`<script type="${HELD_MODULE_TYPE}">${BOOT}</script></body>`);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
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

  it('writes the starter as a call of its own source with the server’s settings', async () => {
    const html = await run([PAGE]);
    const starter = /<script>(.*?)<\/script><script type="held\/module">/s.exec(html)?.[1];
    expect(starter).toBe(
      `(${startScriptsAfterLeadImage.toString()})({"preloadRel":"${HELD_PRELOAD_REL}","moduleType":"${HELD_MODULE_TYPE}","maxWaitMs":2500})`,
    );
    // It compiles as a classic script.
    expect(() => new Script(starter ?? '')).not.toThrow();
  });

  it('finds a tag split between two writes, wherever the cut falls', async () => {
    const whole = await run([PAGE]);
    for (let cut = 1; cut < PAGE.length; cut += 1) {
      expect(await run([PAGE.slice(0, cut), PAGE.slice(cut)])).toBe(whole);
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
  });
});
