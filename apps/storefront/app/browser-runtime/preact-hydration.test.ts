// @vitest-environment jsdom
import * as Compat from 'preact/compat';
import { act } from 'preact/test-utils';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installPreactHydration, prepareDocumentForHydration } from './preact-hydration.ts';

/** The part of the React API these fixtures use, which `preact/compat` provides too. */
type Runtime = Pick<typeof React, 'createElement' | 'useId' | 'useState' | 'Suspense'>;
const preact = Compat as unknown as Runtime;

/** A disclosure whose button names, from the first render, a panel that exists only once open. */
function disclosure({ createElement, useId, useState }: Runtime) {
  return function Disclosure() {
    const panel = useId();
    const [open, setOpen] = useState(false);
    return createElement(
      'div',
      null,
      createElement(
        'button',
        { type: 'button', 'aria-controls': panel, onClick: () => setOpen(true) },
        'Ingrédients',
      ),
      open ? createElement('div', { id: panel }, 'Vitamine C, zinc') : null,
    );
  };
}

function page({ createElement }: Runtime) {
  return function Page({ lang, children }: { lang: string; children?: unknown }) {
    return createElement(
      'html',
      { lang },
      createElement('head', null, createElement('title', null, 'Vitamines')),
      createElement('body', null, createElement('main', null, children as string)),
    );
  };
}

/** Suspends on its first render, as react-router's `HydratedRouter` does while it decodes data. */
function suspendingOnce(promise: Promise<void>, state: { done: boolean }) {
  return function SuspendingOnce({ children }: { children?: React.ReactNode }) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- suspending is throwing a promise
    if (!state.done) throw promise;
    return children;
  };
}

beforeAll(() => installPreactHydration());

beforeEach(() => {
  document.documentElement.innerHTML = '<head></head><body></body>';
});

describe('installPreactHydration', () => {
  it('gives hydrated elements the ids the browser generates, so new elements match them', async () => {
    const serverHtml = renderToString(React.createElement(disclosure(React)));
    const serverId = /aria-controls="([^"]+)"/.exec(serverHtml)?.[1];
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const button = container.querySelector('button')!;

    Compat.hydrate(preact.createElement(disclosure(preact)), container);
    await act(() => button.click());

    const panel = container.querySelector('[id]')!;
    expect(panel.textContent).toBe('Vitamine C, zinc');
    expect(panel.id).not.toBe(serverId);
    expect(container.querySelector('button')).toBe(button);
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
  });

  it("hydrates a page rendered from <html> down, and keeps the root's attributes up to date", async () => {
    const Page = page(preact);
    document.documentElement.innerHTML = renderToString(
      React.createElement(page(React), { lang: 'fr' }, 'Bonjour'),
    ).replace(/^<html[^>]*>|<\/html>$/g, '');
    document.documentElement.lang = 'fr';
    const main = document.querySelector('main');

    await act(() => {
      Compat.hydrate(preact.createElement(Page, { lang: 'fr' }, 'Bonjour'), document);
    });
    expect(document.querySelectorAll('html, head, body, main')).toHaveLength(4);
    expect(document.querySelector('main')).toBe(main);

    await act(() => {
      Compat.render(preact.createElement(Page, { lang: 'en' }, 'Hello'), document);
    });
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelector('main')).toBe(main);
    expect(main?.textContent).toBe('Hello');
  });
});

describe('prepareDocumentForHydration', () => {
  it("drops React's hoisted resource hints from the head and keeps the rest, the page's own hints too", () => {
    document.head.innerHTML = [
      '<link rel="preload" as="image" href="/media/a.png">',
      '<meta charset="utf-8">',
      '<link rel="preload" as="image" href="/media/hero.png" data-page-hint="">',
      '<link rel="icon" href="/favicon.svg">',
      '<link rel="modulepreload" href="/assets/entry.js">',
      '<link rel="stylesheet" href="/assets/shell.css#">',
    ].join('');

    prepareDocumentForHydration(document);
    prepareDocumentForHydration(document);

    expect([...document.head.children].map((node) => node.outerHTML)).toEqual([
      '<meta charset="utf-8">',
      '<link rel="preload" as="image" href="/media/hero.png" data-page-hint="">',
      '<link rel="icon" href="/favicon.svg">',
      '<link rel="stylesheet" href="/assets/shell.css#">',
    ]);
    const comments = [...document.documentElement.childNodes].filter(
      (node) => node.nodeType === Node.COMMENT_NODE,
    );
    expect(comments).toHaveLength(1);
    expect(document.documentElement.firstChild).toBe(comments[0]);
  });

  it("keeps the server's body while the root suspends, then hydrates it in place", async () => {
    const Page = page(preact);
    document.documentElement.innerHTML = renderToString(
      React.createElement(page(React), { lang: 'fr' }, 'Bonjour'),
    ).replace(/^<html[^>]*>|<\/html>$/g, '');
    const main = document.querySelector('main');
    let resolve = () => {};
    const state = { done: false };
    const decoded = new Promise<void>((done) => (resolve = done)).then(() => {
      state.done = true;
    });
    const Router = suspendingOnce(decoded, state);

    prepareDocumentForHydration(document);
    await act(() => {
      Compat.hydrate(
        preact.createElement(
          preact.Suspense,
          { fallback: null },
          preact.createElement(Router, null, preact.createElement(Page, { lang: 'fr' }, 'Bonjour')),
        ),
        document,
      );
    });
    expect(document.querySelector('main')).toBe(main);

    await act(async () => {
      resolve();
      await decoded;
    });
    expect(document.querySelectorAll('body, main')).toHaveLength(2);
    expect(document.querySelector('main')).toBe(main);
    expect(main?.textContent).toBe('Bonjour');
  });
});

describe('hydration in turns (DeferredSubtree)', () => {
  /** The part of a menu hydrated later: empty `dangerouslySetInnerHTML` until `ready`. */
  function Panel({ ready, onOpen }: { ready: boolean; onOpen: () => void }) {
    const link = preact.createElement(
      'a',
      { href: '/vitamines.html', onClick: onOpen },
      'Vitamines',
    );
    return ready
      ? preact.createElement('div', { className: 'panel' }, link)
      : preact.createElement('div', {
          className: 'panel',
          dangerouslySetInnerHTML: { __html: '' },
        });
  }

  it("keeps the server's content while hydrating, then renders it with its handlers", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      React.createElement(
        'div',
        { className: 'panel' },
        React.createElement('a', { href: '/vitamines.html' }, 'Vitamines'),
      ),
    );
    document.body.append(container);
    const serverLink = container.querySelector('a');
    let opened = 0;
    const onOpen = () => {
      opened += 1;
    };

    await act(() => {
      Compat.hydrate(preact.createElement(Panel, { ready: false, onOpen }), container);
    });
    expect(container.querySelector('a')).toBe(serverLink);
    expect(container.innerHTML).toBe(
      '<div class="panel"><a href="/vitamines.html">Vitamines</a></div>',
    );

    await act(() => {
      Compat.render(preact.createElement(Panel, { ready: true, onOpen }), container);
    });
    expect(container.innerHTML).toBe(
      '<div class="panel"><a href="/vitamines.html">Vitamines</a></div>',
    );
    container.querySelector('a')?.addEventListener('click', (event) => event.preventDefault());
    container.querySelector('a')?.click();
    expect(opened).toBe(1);
  });
});
