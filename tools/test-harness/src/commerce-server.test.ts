import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerceServer } from './commerce-server.ts';
import type { StartedCommerceServer } from './commerce-server.ts';

describe('startCommerceServer', () => {
  let server: StartedCommerceServer;
  beforeAll(async () => {
    server = await startCommerceServer();
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  it('serves the seeded store config on a free port', async () => {
    const response = await fetch(
      `${server.url}/graphql?query=${encodeURIComponent('{storeConfig{store_name store_code}}')}`,
      {
        headers: { Store: 'fr' },
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { storeConfig: { store_name: 'Orsalis', store_code: 'fr' } },
    });
  });

  it('stops the process so the port refuses connections', async () => {
    const other = await startCommerceServer();
    await other.stop();
    await expect(fetch(`${other.url}/health`)).rejects.toThrow();
  }, 120_000);
});
