import { render } from '@testing-library/react';
import type { ParseOptions } from '@vitrine/rich-content';
import { parseRichContent } from '@vitrine/rich-content/server';
import { FIXTURE_SITE_ORIGIN } from '@vitrine/rich-content/testing';
import { ConsentProvider, createMemoryConsent } from '../consent/consent-context.tsx';
import type { ConsentControl } from '../consent/consent-context.tsx';
import { RichContent } from './rich-content.tsx';
import { RichContentProvider, type RichContentServices } from './rich-content.services.tsx';

/** A visitor who allowed every kind of third-party content. */
export const allowEverything = () => createMemoryConsent(['videos', 'maps', 'social']);

/**
 * Parses `html` as the server would (jsdom) and renders it with `services`, for a visitor who
 * allowed every third-party content unless `consent` says otherwise.
 */
export function renderMarkup(
  html: string,
  services: RichContentServices = {},
  options: ParseOptions = {},
  consent: ConsentControl = allowEverything(),
) {
  const content = parseRichContent(html, { siteOrigin: FIXTURE_SITE_ORIGIN, ...options });
  return {
    content,
    ...render(
      <ConsentProvider control={consent}>
        <RichContentProvider services={services}>
          <RichContent content={content} />
        </RichContentProvider>
      </ConsentProvider>,
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
