import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTarget, startTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

const TOKEN = 'test-admin-token-0123456789abcdef0123';

interface Answer {
  status: number;
  body: unknown;
}

for (const backend of ['pglite', 'postgres'] as const) {
  const target = backend === 'postgres' ? postgresTarget() : undefined;
  describe.skipIf(target !== undefined && 'skipped' in target)(
    `admin REST search synonyms [${backend}]`,
    () => {
      let server: TestServer | undefined;
      const created: number[] = [];
      const call = async (
        method: string,
        path: string,
        body?: unknown,
        token: string | null = TOKEN,
      ): Promise<Answer> => {
        const response = await fetch(`${server?.url}/rest/V1/search/synonyms${path}`, {
          method,
          headers: {
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          ...(body === undefined
            ? {}
            : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
        });
        return { status: response.status, body: await response.json() };
      };
      const totalFor = async (text: string) => {
        const { body } = await server!.gql<{ products: { total_count: number } }>(
          `{ products(search: ${JSON.stringify(text)}) { total_count } }`,
        );
        return body.data?.products.total_count;
      };

      beforeAll(async () => {
        server = await startTestServer(backend, { ADMIN_TOKEN: TOKEN });
      }, 120_000);
      afterAll(async () => {
        // The PostgreSQL database is shared by the suites: leave the seeded list as it was.
        for (const id of created) await call('DELETE', `/${id}`);
        await server?.close();
      });

      it('refuses a call without the token, or with a wrong one, with Magento’s 401', async () => {
        const refused = {
          message: "The consumer isn't authorized to access %resources.",
          parameters: { resources: 'Magento_Search::synonyms' },
        };
        expect(await call('GET', '', undefined, null)).toEqual({
          status: 401,
          body: refused,
        });
        expect(await call('GET', '', undefined, `${TOKEN}x`)).toEqual({
          status: 401,
          body: refused,
        });
        const post = await call('POST', '', { synonymGroup: { synonyms: ['a1', 'b1'] } }, 'nope');
        expect(post.status).toBe(401);
      });

      it('lists the seeded French groups', async () => {
        const { status, body } = await call('GET', '');
        expect(status).toBe(200);
        const groups = body as Array<{ store_id: number; synonyms: string[] }>;
        expect(
          groups.some(
            (group) =>
              group.store_id === 0 &&
              group.synonyms.includes('sommeil') &&
              group.synonyms.includes('dormir'),
          ),
        ).toBe(true);
      });

      it('creates a group that search uses at once, replaces it, then deletes it', async () => {
        expect(await totalFor('zygomar')).toBe(0);
        const made = await call('POST', '', {
          synonymGroup: { store_id: 0, synonyms: 'Zygomar, Magnésium' },
        });
        expect(made).toMatchObject({
          status: 200,
          body: { store_id: 0, synonyms: ['zygomar', 'magnésium'] },
        });
        const id = (made.body as { group_id: number }).group_id;
        created.push(id);
        expect(await totalFor('zygomar')).toBe(await totalFor('magnésium'));
        // A retried create answers the same group instead of a second one.
        const again = await call('POST', '', {
          synonymGroup: { synonyms: ['magnesium', 'zygomar'] },
        });
        expect(again).toMatchObject({ status: 200, body: { group_id: id } });

        const replaced = await call('PUT', `/${id}`, {
          synonymGroup: { synonyms: ['zygomar', 'zinc'] },
        });
        expect(replaced).toMatchObject({ status: 200, body: { synonyms: ['zygomar', 'zinc'] } });
        expect(await totalFor('zygomar')).toBe(await totalFor('zinc'));

        expect(await call('DELETE', `/${id}`)).toEqual({ status: 200, body: true });
        created.splice(created.indexOf(id), 1);
        expect(await totalFor('zygomar')).toBe(0);
        expect((await call('DELETE', `/${id}`)).status).toBe(404);
      });

      it('refuses bad input with a clear 400', async () => {
        const cases: Array<[unknown, string]> = [
          ['{not json', 'The request body must be a JSON object.'],
          [{ synonyms: ['a', 'b'] }, '"%1" is required. Enter and try again.'],
          [{ synonymGroup: { synonyms: 42 } }, '"synonyms" must be a list of terms.'],
          [
            { synonymGroup: { synonyms: ['seul', 'Seul'] } },
            'A synonym group needs between 2 and %1 different terms.',
          ],
          [
            { synonymGroup: { synonyms: ['ok', 'drop;table'] } },
            'The term "%1" is not valid: use letters and digits, at most %2 characters.',
          ],
          [
            { synonymGroup: { store_id: 999, synonyms: ['a1', 'b1'] } },
            'The store with id "%1" does not exist.',
          ],
          [
            { synonymGroup: { synonyms: ['zygomar', 'Dormir'] } },
            'The term "%1" already belongs to synonym group %2.',
          ],
        ];
        for (const [body, message] of cases) {
          const answer = await call('POST', '', body);
          expect(answer.status, JSON.stringify(body)).toBe(400);
          expect((answer.body as { message: string }).message).toBe(message);
        }
        expect(
          (await call('PUT', '/123456', { synonymGroup: { synonyms: ['a1', 'b1'] } })).status,
        ).toBe(404);
      });
    },
  );
}
