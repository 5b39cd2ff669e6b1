import { render } from '@testing-library/react';
import type { ParseOptions } from '@vitrine/rich-content';
import { parseRichContent } from '@vitrine/rich-content/server';
import { FIXTURE_SITE_ORIGIN } from '@vitrine/rich-content/testing';
import { RichContent } from './rich-content.tsx';
import { RichContentProvider, type RichContentServices } from './rich-content.services.tsx';

/** Parses `html` as the server would (jsdom) and renders it with `services`. */
export function renderMarkup(
  html: string,
  services: RichContentServices = {},
  options: ParseOptions = {},
) {
  const content = parseRichContent(html, { siteOrigin: FIXTURE_SITE_ORIGIN, ...options });
  return {
    content,
    ...render(
      <RichContentProvider services={services}>
        <RichContent content={content} />
      </RichContentProvider>,
    ),
  };
}

/** A promise the test settles by hand, to order asynchronous steps exactly. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
