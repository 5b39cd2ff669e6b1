import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { composeExchanges, gql } from '@urql/core';
import { Kind, OperationTypeNode } from 'graphql';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPreviewSession, storePreviewCredentials } from '../preview/preview-session.ts';
import { createMemoryStorage } from '@vitrine/commerce-primitives';
import { createExchangeHarness, makeTestOperation } from '../testing/exchange-harness.ts';
import { headersExchange } from './headers.exchange.ts';
import { getHeaders } from './operation.utils.ts';
import { PREVIEW_OPERATION_NAMES, previewExchange } from './preview.exchange.ts';

const CmsPage = gql`
  query GetCmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      content
    }
  }
`;
const Customer = gql`
  query GetCustomer {
    customer {
      firstname
    }
  }
`;

afterEach(() => {
  vi.useRealTimers();
});

describe('previewExchange', () => {
  it('sends a content operation with preview authorization, Preview-Version and no caching', () => {
    const harness = createExchangeHarness(
      composeExchanges([
        previewExchange({ getPreview: () => ({ token: 'admin-tok', version: '1767225600' }) }),
        headersExchange({ getToken: () => 'customer-tok' }),
      ]),
    );
    harness.dispatch(makeTestOperation('query', CmsPage, { identifier: 'home' }));
    const sent = harness.forwarded[0]!;
    expect(getHeaders(sent)).toEqual({
      authorization: 'Bearer admin-tok',
      'preview-version': '1767225600',
      store: 'fr',
    });
    expect(sent.context.requestPolicy).toBe('network-only');
    expect(sent.context.noCache).toBe(true);
  });

  it('leaves other operations alone', () => {
    const harness = createExchangeHarness(
      composeExchanges([
        previewExchange({ getPreview: () => ({ token: 'admin-tok', version: '1' }) }),
        headersExchange({ getToken: () => 'customer-tok' }),
      ]),
    );
    harness.dispatch(makeTestOperation('query', Customer));
    expect(getHeaders(harness.forwarded[0]!)).toEqual({
      authorization: 'Bearer customer-tok',
      store: 'fr',
    });
    expect(harness.forwarded[0]!.context.requestPolicy).toBe('cache-first');
  });

  it('previews the product FAQ, read apart from the product detail, like the detail', () => {
    expect(PREVIEW_OPERATION_NAMES.has('GetProductDetailForProductPage')).toBe(true);
    expect(PREVIEW_OPERATION_NAMES.has('GetProductFaq')).toBe(true);
  });

  it('does nothing outside a preview', () => {
    const harness = createExchangeHarness(previewExchange({ getPreview: () => null }));
    const operation = makeTestOperation('query', CmsPage, { identifier: 'home' });
    harness.dispatch(operation);
    expect(harness.forwarded[0]).toBe(operation);
  });
});

describe('preview session', () => {
  it('applies stored credentials on load and removes them 10 s later', () => {
    vi.useFakeTimers();
    const storage = createMemoryStorage();
    storePreviewCredentials(storage, { token: 'admin-tok', version: '42' });
    const session = startPreviewSession({ storage });
    const harness = createExchangeHarness(previewExchange({ getPreview: () => session.current() }));

    vi.advanceTimersByTime(9_999);
    harness.dispatch(makeTestOperation('query', CmsPage, { identifier: 'a' }));
    expect(getHeaders(harness.forwarded[0]!)['preview-version']).toBe('42');
    expect(storage.getItem('admin_preview_token')).toBe('admin-tok');

    vi.advanceTimersByTime(1);
    harness.dispatch(makeTestOperation('query', CmsPage, { identifier: 'b' }));
    expect(getHeaders(harness.forwarded[1]!)).not.toHaveProperty('preview-version');
    expect(storage.getItem('admin_preview_token')).toBeNull();
    expect(storage.getItem('admin_preview_version')).toBeNull();
  });

  it('prefers credentials given directly (SSR) and keeps them when disposed before expiry', () => {
    vi.useFakeTimers();
    const session = startPreviewSession({ initial: { token: 't', version: '7' } });
    expect(session.current()).toEqual({ token: 't', version: '7' });
    session.dispose();
    vi.advanceTimersByTime(20_000);
    expect(session.current()).toEqual({ token: 't', version: '7' });
  });

  it('has nothing to apply without a complete pair', () => {
    const session = startPreviewSession({
      storage: createMemoryStorage({ admin_preview_token: 't' }),
    });
    expect(session.current()).toBeNull();
  });
});

/** Every query the package defines, by operation name, found on disk (core and extensions). */
async function definedQueries(): Promise<Map<string, DocumentNode>> {
  const queries = new Map<string, DocumentNode>();
  for (const folder of ['../operations/', '../operations/extensions/']) {
    const dir = fileURLToPath(new URL(folder, import.meta.url));
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.operations.ts'))) {
      const exports = (await import(`${folder}${file}`)) as Record<string, unknown>;
      for (const value of Object.values(exports)) {
        if (typeof value !== 'object' || value === null) continue;
        if ((value as { kind?: unknown }).kind !== 'Document') continue;
        const document = value as DocumentNode;
        const operation = document.definitions.find(
          (definition): definition is OperationDefinitionNode =>
            definition.kind === Kind.OPERATION_DEFINITION,
        );
        if (operation?.operation === OperationTypeNode.QUERY && operation.name)
          queries.set(operation.name.value, document);
      }
    }
  }
  return queries;
}

describe('the content operations the storefront sends in admin preview (spec §7)', () => {
  it('are the queries it defines for the spec’s list, by their current names', async () => {
    const queries = await definedQueries();
    // The spec's list, as the storefront reads each part today; a renamed or new document for
    // one of them must come here, or a merchant's preview would miss it.
    const sent = {
      'category data': 'GetCategoryData',
      categories: 'GetCategories',
      'product detail': 'GetProductDetailForProductPage',
      'CMS blocks': 'GetCmsBlocks',
      'CMS page': 'GetCmsPage',
      autocomplete: 'GetAutocompleteResults',
      cart: 'GetCart',
      'cart details': 'GetCartDetails',
      'product listing': 'GetProductListing',
    };
    for (const [part, name] of Object.entries(sent)) {
      expect(queries.has(name), `${part}: ${name} is a query of the package`).toBe(true);
      expect(PREVIEW_OPERATION_NAMES.has(name), `${part}: ${name} is previewed`).toBe(true);
    }
    // The rest of the set names parts the storefront does not read (yet): none is a query it
    // sends under another meaning.
    const defined = [...PREVIEW_OPERATION_NAMES].filter((name) => queries.has(name)).sort();
    expect(defined).toEqual([...Object.values(sent), 'GetProductFaq'].sort());
  });

  it('each go out with the preview authorization, Preview-Version and no caching', async () => {
    const queries = await definedQueries();
    for (const name of PREVIEW_OPERATION_NAMES) {
      const document = queries.get(name);
      if (!document) continue;
      const harness = createExchangeHarness(
        composeExchanges([
          previewExchange({ getPreview: () => ({ token: 'admin-tok', version: '42' }) }),
          headersExchange({ getToken: () => 'customer-tok' }),
        ]),
      );
      harness.dispatch(makeTestOperation('query', document, {}));
      const sent = harness.forwarded[0]!;
      expect(getHeaders(sent), name).toMatchObject({
        authorization: 'Bearer admin-tok',
        'preview-version': '42',
      });
      expect(sent.context.requestPolicy, name).toBe('network-only');
    }
  });
});
