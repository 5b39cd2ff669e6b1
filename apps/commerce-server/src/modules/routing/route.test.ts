import { expect, it } from 'vitest';
import { describeContract } from '../../testing/backends.ts';

const ROUTE = `relative_url redirect_code type __typename ... on CmsPage { identifier } ... on ProductInterface { uid sku }
  ... on CategoryInterface { uid name } ... on AbsoStore { identifier }`;

describeContract('route and urlResolver', (server) => {
  it('resolves "/" to the home CMS page', async () => {
    const { body } = await server().gql(`{ route(url: "/") { ${ROUTE} } }`);
    expect(body.data?.route).toEqual({
      relative_url: 'home',
      redirect_code: 0,
      type: 'CMS_PAGE',
      __typename: 'CmsPage',
      identifier: 'home',
    });
  });

  it('resolves product, category, CMS page and store-locator URLs, with or without a leading slash', async () => {
    const { body } = await server().gql(`{
      product: route(url: "/vitamine-c-acerola.html") { ${ROUTE} }
      category: route(url: "vitamines/vitamine-c.html") { ${ROUTE} }
      page: route(url: "/about-us") { ${ROUTE} }
      store: route(url: "/magasins/lyon-presqu-ile") { ${ROUTE} }
      list: route(url: "/magasins") { ${ROUTE} }
    }`);
    expect(body.data).toMatchObject({
      product: {
        __typename: 'SimpleProduct',
        type: 'PRODUCT',
        relative_url: 'vitamine-c-acerola.html',
        redirect_code: 0,
        sku: 'ORS-000001',
      },
      category: { __typename: 'CategoryTree', type: 'CATEGORY', name: 'Vitamine C', uid: 'NA==' },
      page: { __typename: 'CmsPage', type: 'CMS_PAGE', identifier: 'about-us' },
      store: { __typename: 'AbsoStore', type: 'ABSO_STORE', identifier: 'ORS006' },
      list: { __typename: 'AbsoStoreList', type: 'ABSO_STORE_LIST', relative_url: 'magasins' },
    });
  });

  it('follows 301/302 redirects (a chain too) and keeps the query string', async () => {
    const { body } = await server().gql(`{
      chain: route(url: "/vitamine-c-ancienne-gamme.html?utm_source=mail") { ${ROUTE} }
      temporary: route(url: "promo") { ${ROUTE} }
      custom: route(url: "nous-contacter") { ${ROUTE} }
    }`);
    expect(body.data).toMatchObject({
      chain: {
        redirect_code: 301,
        relative_url: 'vitamines/vitamine-c.html?utm_source=mail',
        type: 'CATEGORY',
      },
      temporary: { redirect_code: 302, relative_url: 'promotions.html', type: 'CATEGORY' },
      custom: {
        redirect_code: 302,
        relative_url: 'contact-us',
        type: null,
        __typename: 'RoutableUrl',
      },
    });
  });

  it('answers null without an error for an unknown URL, a missing suffix, and refuses an empty url', async () => {
    const { body } = await server().gql(
      '{ a: route(url: "/nope.html") { relative_url } b: route(url: "vitamines/vitamine-c") { relative_url } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ a: null, b: null });
    const empty = await server().gql('{ route(url: "  ") { relative_url } }');
    expect(empty.body.errors?.[0]?.message).toBe(
      '"url" argument should be specified and not empty',
    );
  });

  it('keeps the deprecated urlResolver answering in its own shape', async () => {
    const { body } = await server().gql(
      '{ a: urlResolver(url: "vitamine-c-acerola.html") { id entity_uid relative_url redirectCode type } b: urlResolver(url: "vitamine-c.html") { relative_url redirectCode type } }',
    );
    expect(body.data).toEqual({
      a: {
        id: 1,
        entity_uid: 'MQ==',
        relative_url: 'vitamine-c-acerola.html',
        redirectCode: 0,
        type: 'PRODUCT',
      },
      b: { relative_url: 'vitamines/vitamine-c.html', redirectCode: 301, type: 'CATEGORY' },
    });
  });
});
