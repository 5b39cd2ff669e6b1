import { createShopClient, NO_EXTENSIONS, toShopExtensions } from '@vitrine/graphql-client';
import { createFakeBackend } from '@vitrine/graphql-client/testing';
import { describe, expect, it, vi } from 'vitest';
import { loadMenu } from './menu.server.ts';

const TREE = {
  categoryList: [
    {
      __typename: 'CategoryTree',
      uid: 'Mg==',
      name: 'Racine',
      children: [
        {
          __typename: 'CategoryTree',
          uid: 'Mw==',
          name: 'Vitalité',
          include_in_menu: 1,
          position: 1,
          url_path: 'vitalite',
          url_suffix: '.html',
          children_count: '0',
          children: [],
        },
      ],
    },
  ],
};

const PROMOS = {
  categoryList: [
    {
      __typename: 'CategoryTree',
      uid: 'Mg==',
      children: [
        {
          __typename: 'CategoryTree',
          uid: 'Mw==',
          promo_content: '<p onclick="steal()">−20 %</p>',
          promo_rich_content: null,
          skinny_navigation: true,
          children: [],
        },
      ],
    },
  ],
};

function shopWith() {
  const backend = createFakeBackend({
    graphql: { GetMegaMenu: () => ({ data: TREE }), GetMegaMenuPromos: () => ({ data: PROMOS }) },
  });
  const shop = createShopClient({
    backendUrl: 'http://fake.test',
    fetch: backend.fetch,
    log: vi.fn(),
  });
  return { shop, backend };
}

describe('the mega menu loader', () => {
  it('asks only the core tree of a backend without category-promo, and shows no promotion', async () => {
    const { shop, backend } = shopWith();
    const menu = await loadMenu(shop, Promise.resolve(NO_EXTENSIONS));
    expect(backend.requests.map((request) => request.operationName)).toEqual(['GetMegaMenu']);
    expect(menu).toEqual([
      {
        uid: 'Mw==',
        name: 'Vitalité',
        href: '/vitalite.html',
        skinny: false,
        promoHtml: null,
        children: [],
      },
    ]);
  });

  it('merges the sanitised promotions and the skinny flag when the backend offers category-promo', async () => {
    const { shop, backend } = shopWith();
    const menu = await loadMenu(shop, Promise.resolve(toShopExtensions(['category-promo'])));
    expect(backend.requests.map((request) => request.operationName).sort()).toEqual([
      'GetMegaMenu',
      'GetMegaMenuPromos',
    ]);
    expect(menu[0]).toMatchObject({ skinny: true, promoHtml: '<p>−20 %</p>' });
  });
});
