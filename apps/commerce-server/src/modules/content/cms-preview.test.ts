import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

const TOKEN = 'test-admin-token-0123456789abcdef0123';
const NOW = String(Math.floor(Date.now() / 1000));
const HOME = '{ cmsPage(identifier: "home") { title content } }';
/** The seeded draft of the home page (`HOME_DRAFT` of the seed, which a module does not import). */
const HOME_DRAFT = {
  heading: 'Avant-première\u00a0: la collection de printemps',
  stagingVersion: 1_767_225_600,
};

interface Page {
  cmsPage: { title: string; content: string } | null;
}

describe('admin preview of CMS drafts (decision 141)', () => {
  let server: TestServer;
  const home = (headers: Record<string, string>) => server.gql<Page>(HOME, { headers });
  const rest = async (
    method: string,
    path: string,
    body?: unknown,
    token: string | null = TOKEN,
  ) => {
    const response = await fetch(`${server.url}/rest/V1/cmsPage/${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  beforeAll(async () => {
    server = await startTestServer('pglite', { ADMIN_TOKEN: TOKEN });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('serves the seeded home draft to the admin token with a Preview-Version, never stored', async () => {
    const { body, headers } = await home({
      Authorization: `Bearer ${TOKEN}`,
      'Preview-Version': NOW,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.cmsPage?.title).toBe('Accueil — printemps');
    expect(body.data?.cmsPage?.content).toContain(HOME_DRAFT.heading);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('serves the published page without the token, with a wrong one, or before the draft’s version', async () => {
    const published: Record<string, string>[] = [
      { 'Preview-Version': NOW },
      { Authorization: `Bearer ${TOKEN}x`, 'Preview-Version': NOW },
      { Authorization: 'Bearer some-customer-token-0123456789', 'Preview-Version': NOW },
      { Authorization: `Bearer ${TOKEN}` },
      {
        Authorization: `Bearer ${TOKEN}`,
        'Preview-Version': String(HOME_DRAFT.stagingVersion - 1),
      },
    ];
    for (const headers of published) {
      const { body } = await home(headers);
      expect(body.data?.cmsPage?.title, JSON.stringify(headers)).toBe('Accueil');
      expect(body.data?.cmsPage?.content).not.toContain(HOME_DRAFT.heading);
    }
  });

  it('answers the admin’s malformed version with a clear error', async () => {
    const { body } = await home({ Authorization: `Bearer ${TOKEN}`, 'Preview-Version': 'demain' });
    expect(body.errors?.[0]?.message).toBe(
      'The "Preview-Version" header must be a staging version in unix seconds.',
    );
  });

  it('writes a draft over REST for the admin token only, replacing the page’s one draft', async () => {
    const refused = await rest('PUT', '2/draft', { draft: { title: 'x', content: 'y' } }, null);
    expect(refused).toEqual({
      status: 401,
      body: {
        message: "The consumer isn't authorized to access %resources.",
        parameters: { resources: 'Magento_Cms::save' },
      },
    });
    const draft = {
      title: 'Notre histoire (brouillon)',
      content: '<p>Brouillon</p>',
      staging_version: 1_700_000_000,
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const written = await rest('PUT', '2/draft', { draft });
      expect(written).toEqual({
        status: 200,
        body: {
          page_id: 2,
          title: draft.title,
          content: draft.content,
          staging_version: draft.staging_version,
        },
      });
    }
    const seen = await server.gql<Page>('{ cmsPage(identifier: "about-us") { title content } }', {
      headers: { Authorization: `Bearer ${TOKEN}`, 'Preview-Version': NOW },
    });
    expect(seen.body.data?.cmsPage).toEqual({ title: draft.title, content: draft.content });
    const shopper = await server.gql<Page>('{ cmsPage(identifier: "about-us") { title } }');
    expect(shopper.body.data?.cmsPage?.title).toBe('Notre histoire');
    expect(await rest('DELETE', '2/draft')).toEqual({ status: 200, body: true });
    expect((await rest('DELETE', '2/draft')).status).toBe(404);
  });

  it('refuses a bad draft or an unknown page with a clear message', async () => {
    expect(await rest('PUT', '1/draft', { draft: { content: 'x' } })).toEqual({
      status: 400,
      body: { message: '"%1" is required. Enter and try again.', parameters: ['title'] },
    });
    expect(
      (await rest('PUT', '1/draft', { draft: { title: 'x', content: 'y', staging_version: -3 } }))
        .body,
    ).toEqual({
      message: 'The "%1" value must be unix seconds.',
      parameters: ['staging_version'],
    });
    expect((await rest('PUT', '1/draft', { page: {} })).status).toBe(400);
    expect(await rest('PUT', '999/draft', { draft: { title: 'x', content: 'y' } })).toEqual({
      status: 404,
      body: { message: 'The CMS page with the "%1" ID doesn\'t exist.', parameters: ['999'] },
    });
  });
});
