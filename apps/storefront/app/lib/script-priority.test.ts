import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './script-priority.ts';

const run = (chunks: (string | Buffer)[]) =>
  text(Readable.from(chunks, { objectMode: false }).pipe(lowPriorityModulePreloads()));

describe('lowPriorityModulePreloads', () => {
  it('gives every module preload a low fetch priority and leaves the rest as it is', async () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/>' +
      '<link rel="modulepreload" href="/b.js"/></head><body><p>Crème brûlée</p></body>';
    expect(await run([html])).toBe(
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/></head><body><p>Crème brûlée</p></body>',
    );
  });

  it('finds a tag split between two writes, wherever the cut falls', async () => {
    const html = '<p>x</p><link rel="modulepreload" href="/a.js"/><p>y</p>';
    for (let cut = 1; cut < html.length; cut += 1) {
      expect(await run([html.slice(0, cut), html.slice(cut)])).toBe(
        '<p>x</p><link rel="modulepreload" fetchpriority="low" href="/a.js"/><p>y</p>',
      );
    }
  });

  it('keeps a character whose bytes are split between two chunks', async () => {
    const bytes = Buffer.from('<p>Thé à la menthe</p><link rel="modulepreload" href="/é.js"/>');
    const cut = bytes.indexOf(Buffer.from('é')) + 1;
    expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(
      '<p>Thé à la menthe</p><link rel="modulepreload" fetchpriority="low" href="/é.js"/>',
    );
  });

  it('sends a page that ends in the middle of a would-be tag unchanged', async () => {
    expect(await run(['<p>fin</p><link rel="modu'])).toBe('<p>fin</p><link rel="modu');
  });
});
