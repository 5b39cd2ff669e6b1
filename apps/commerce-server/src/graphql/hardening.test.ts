import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeContract } from '../testing/backends.ts';
import { startTestServer } from '../testing/test-server.ts';
import type { TestServer } from '../testing/test-server.ts';

/** `{ categories { items { children { children … } } } }` nested `levels` children deep. */
function nestedChildren(levels: number): string {
  let selection = 'uid';
  for (let level = 0; level < levels; level++) selection = `children { ${selection} }`;
  return `{ categoryList { ${selection} } }`;
}

async function post(server: TestServer, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Store: 'fr', ...headers },
    body,
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describeContract('graphql hardening', (server) => {
  it('G1 accepts depth 20 and refuses depth 21 before any resolver runs', async () => {
    const ok = await server().gql(nestedChildren(20));
    expect(ok.body.errors).toBeUndefined();
    const before = server().logs.filter((line) => line.msg === 'resolver failed').length;
    const tooDeep = await server().gql(nestedChildren(21));
    expect(tooDeep.status).toBeLessThan(500);
    expect(tooDeep.body.errors?.[0]?.message).toBe('Max query depth should be 20 but got 21.');
    expect(server().logs.filter((line) => line.msg === 'resolver failed').length).toBe(before);
  });

  it('G2 refuses more than 300 fields, counting every fragment spread', async () => {
    const document = (spreads: number) =>
      `fragment F on StoreConfig { store_name } { storeConfig { ${'...F '.repeat(spreads)} } }`;
    const atLimit = await server().gql(document(299), { method: 'POST' });
    expect(atLimit.body.errors).toBeUndefined();
    const { body } = await server().gql(document(300), { method: 'POST' });
    expect(body.errors?.[0]?.message).toBe('Max query complexity should be 300 but got 301.');
  });

  it('refuses more than 10 aliases', async () => {
    const aliases = Array.from(
      { length: 11 },
      (_, index) => `a${index}: storeConfig { store_code }`,
    ).join(' ');
    const { body } = await server().gql(`{ ${aliases} }`);
    expect(body.errors?.[0]?.message).toBe('Max Aliases in query should be 10 but got 11.');
  });

  it('G4 G7 refuses batched operations, malformed JSON variables and a 2 MB document without a 500', async () => {
    const batch = await post(
      server(),
      JSON.stringify([
        { query: '{ storeConfig { store_code } }' },
        { query: '{ currency { base_currency_code } }' },
      ]),
    );
    expect(batch.status).toBeGreaterThanOrEqual(400);
    expect(batch.status).toBeLessThan(500);
    expect(batch.text).toContain('Batching is not supported.');
    const malformed = await fetch(
      `${server().url}/graphql?query=${encodeURIComponent('query ($p: Int) { products(search: "a", pageSize: $p) { total_count } }')}&variables=%7Bnot-json`,
    );
    expect(malformed.status).toBe(400);
    const wrongType = await server().gql(
      'query ($p: Int) { products(search: "a", pageSize: $p) { total_count } }',
      { variables: { p: 'many' } },
    );
    expect(wrongType.status).toBe(400);
    const started = performance.now();
    const huge = await post(
      server(),
      JSON.stringify({ query: `{ storeConfig { store_code } } # ${'x'.repeat(2 * 1024 * 1024)}` }),
    );
    expect(huge.status).toBe(413);
    expect(performance.now() - started).toBeLessThan(2000);
    const broken = await post(server(), '{"query": ');
    expect(broken.status).toBe(400);
  });

  it('G8 refuses a mutation sent with GET with Magento message', async () => {
    const response = await fetch(
      `${server().url}/graphql?query=${encodeURIComponent('mutation { _placeholder }')}`,
    );
    expect(response.status).toBe(405);
    expect(
      ((await response.json()) as { errors: Array<{ message: string }> }).errors[0]?.message,
    ).toBe('Mutation requests allowed only for POST requests');
  });

  it('G8 marks cacheable GET queries public with a cache id, and POST or mixed ones no-store', async () => {
    const get = await server().gql('{ storeConfig { store_code } }');
    expect(get.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(get.headers.get('x-magento-cache-id')).toMatch(/^[0-9a-f]{64}$/);
    const postQuery = await server().gql('{ storeConfig { store_code } }', { method: 'POST' });
    expect(postQuery.headers.get('cache-control')).toBe('no-store');
    expect(postQuery.headers.get('x-magento-cache-id')).toBe(get.headers.get('x-magento-cache-id'));
    expect(get.headers.get('x-request-id')).toBeTruthy();
  });

  it('G6 masks unexpected errors and logs them with the request id', async () => {
    const db = server().server.services.db;
    const original = db.query.bind(db);
    db.query = () =>
      Promise.reject(
        new Error('relation "secret_table" does not exist: SELECT password FROM secret_table'),
      );
    try {
      const { body, headers } = await server().gql('{ cmsPage(identifier: "home") { title } }', {
        method: 'POST',
      });
      expect(JSON.stringify(body)).not.toContain('secret_table');
      expect(body.errors?.[0]).toMatchObject({
        message: 'Unexpected error.',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      const logged = server().logs.find(
        (line) => line.msg === 'resolver failed' && line.requestId === headers.get('x-request-id'),
      );
      expect(JSON.stringify(logged)).toContain('secret_table');
    } finally {
      db.query = original;
    }
  });
});

const TYPO_ENUM_VARIABLE =
  'query ($d: SortEnum) { products(search: "a", sort: { name: $d }) { total_count } }';

describe('development mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { NODE_ENV: 'development' });
  }, 120_000);
  afterAll(() => server.close());

  it('G5 (control) still suggests field and enum names in development, which production must not', async () => {
    const typo = await server.gql('{ prodcts { total_count } }');
    expect(typo.body.errors?.[0]?.message).toContain('Did you mean "products"?');
    const coercion = await server.gql(TYPO_ENUM_VARIABLE, { variables: { d: 'ASCC' } });
    expect(coercion.body.errors?.[0]?.message).toContain('Did you mean the enum value "ASC"?');
  });
});

describe('production mode', () => {
  let server: TestServer;
  let mailDir: string;
  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(tmpdir(), 'vitrine-mail-'));
    server = await startTestServer('pglite', { NODE_ENV: 'production', MAIL_DIR: mailDir });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await rm(mailDir, { recursive: true, force: true });
  });

  it('G5 refuses introspection and leaves no "Did you mean" in validation or variable-coercion errors', async () => {
    const coercion = await server.gql(TYPO_ENUM_VARIABLE, { variables: { d: 'ASCC' } });
    expect(coercion.body.errors?.[0]?.message).toBe(
      'Variable "$d" got invalid value "ASCC"; Value "ASCC" does not exist in "SortEnum" enum.',
    );
    const field = await server.gql('{ storeConfig { store_nam } }');
    expect(JSON.stringify(field.body)).not.toContain('Did you mean');
  });

  it('G5 serves neither the mail outbox nor GraphiQL, and writes each mail to a file a person can read', async () => {
    expect((await fetch(`${server.url}/dev/mail-outbox`)).status).toBe(404);
    const graphiql = await fetch(`${server.url}/graphql`, { headers: { Accept: 'text/html' } });
    expect((await graphiql.text()).toLowerCase()).not.toContain('graphiql');
    const requested = await server.gql(
      'mutation { requestPasswordResetEmail(email: "camille.martin@orsalis.example") }',
      { method: 'POST' },
    );
    expect(requested.body.data).toEqual({ requestPasswordResetEmail: true });
    let files: string[] = [];
    for (let attempt = 0; attempt < 50 && files.length === 0; attempt += 1) {
      files = (await readdir(mailDir)).filter((name) => name.endsWith('-password_reset.txt'));
      if (files.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(files).toHaveLength(1);
    const text = await readFile(path.join(mailDir, files[0] ?? ''), 'utf8');
    expect(text).toContain('To: camille.martin@orsalis.example');
    expect(text).toMatch(/http:\/\/localhost:3000\/\S*token=\S+/);
  });

  it('G5 turns off full introspection and field suggestions but keeps the filter-input __type query', async () => {
    const schema = await server.gql('{ __schema { types { name } } }');
    expect(schema.body.errors?.[0]?.message).toBe(
      'GraphQL introspection is not allowed, but the query contained __schema or __type',
    );
    const otherType = await server.gql('{ __type(name: "Query") { name } }');
    expect(otherType.body.errors?.[0]?.message).toContain('introspection is not allowed');
    const filter = await server.gql(
      '{ __type(name: "ProductAttributeFilterInput") { inputFields { name } } }',
    );
    expect(filter.body.errors).toBeUndefined();
    const typo = await server.gql('{ prodcts { total_count } }');
    expect(typo.body.errors?.[0]?.message).toBe('Cannot query field "prodcts" on type "Query".');
  });
});
