import { expect, it } from 'vitest';
import { describeContract } from '../../testing/backends.ts';

describeContract('cms', (server) => {
  it('serves the home page as Page Builder markup using most content types, media rendered', async () => {
    const { body, headers } = await server().gql<{
      cmsPage: { title: string; content: string; meta_title: string; url_key: string };
    }>(
      '{ cmsPage(identifier: "home") { identifier url_key title content content_heading page_layout meta_title meta_description } }',
    );
    const content = body.data?.cmsPage.content ?? '';
    expect(content.startsWith('<style>#html-body [data-pb-style=')).toBe(true);
    for (const type of [
      'row',
      'column-group',
      'column-line',
      'column',
      'banner',
      'slider',
      'slide',
      'products',
      'tabs',
      'tab-item',
      'buttons',
      'button-item',
      'faq',
      'faq-item',
      'video',
      'image',
      'text',
      'heading',
      'divider',
      'html',
      'block',
    ]) {
      expect(content, type).toContain(`data-content-type="${type}"`);
    }
    expect(content).not.toContain('{{media');
    // Media directives become absolute URLs: image sources and background images alike.
    expect(content).toMatch(
      /<img [^>]*src="http:\/\/127\.0\.0\.1:\d+\/media\/wysiwyg\/[\w-]+\.png"/,
    );
    expect(content).toMatch(
      /data-background-images="[^"]*http:\/\/127\.0\.0\.1:\d+\/media\/wysiwyg\/accueil-sommeil\.png/,
    );
    expect(content).toContain('class="product-item-link"');
    expect(body.data?.cmsPage.url_key).toBe('home');
    expect(headers.get('x-magento-cache-id')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('has about-us, customer-service, the legal notice and the terms of sale in French', async () => {
    for (const identifier of [
      'about-us',
      'customer-service',
      'mentions-legales',
      'conditions-generales-de-vente',
    ]) {
      const { body } = await server().gql<{ cmsPage: { content: string } }>(
        `{ cmsPage(identifier: "${identifier}") { content } }`,
      );
      expect(body.data?.cmsPage.content, identifier).toMatch(/Orsalis|commande|Éditeur/);
    }
  });

  it('refuses a missing or unknown page with Magento messages', async () => {
    const unknown = await server().gql('{ cmsPage(identifier: "nope") { title } }');
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'The CMS page with the "nope" ID doesn\'t exist',
      extensions: { category: 'graphql-no-such-entity' },
    });
    const missing = await server().gql('{ cmsPage { title } }');
    expect(missing.body.errors?.[0]?.message).toBe('Page id/identifier should be specified');
  });

  it('returns blocks in the asked order and an error per unknown identifier', async () => {
    const { body } = await server().gql<{
      cmsBlocks: { items: Array<{ identifier: string; content: string } | null> };
    }>(
      '{ cmsBlocks(identifiers: ["need-help", "footer-legal", "nope"]) { items { identifier title content } } }',
    );
    expect(body.data?.cmsBlocks.items.map((item) => item?.identifier ?? null)).toEqual([
      'need-help',
      'footer-legal',
      null,
    ]);
    expect(body.errors?.[0]?.message).toBe('The CMS block with the "nope" ID doesn\'t exist');
  });

  it('says there are no blocks to display when none of the identifiers exists', async () => {
    const none = await server().gql(
      '{ cmsBlocks(identifiers: ["nope", "neither"]) { items { identifier } } }',
    );
    expect(none.status).toBe(200);
    expect(none.body.errors?.[0]?.message).toBe('There are no blocks to display');
    const empty = await server().gql('{ cmsBlocks(identifiers: []) { items { identifier } } }');
    expect(empty.body.errors?.[0]?.message).toBe('"identifiers" of CMS blocks should be specified');
  });
});
