// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider, useRuntime } from './runtime-context.tsx';
import type { ShopRuntime } from './runtime.client.ts';

const client = vi.hoisted(() => ({ getRuntime: vi.fn(), watchSummary: vi.fn() }));
vi.mock('./runtime.client.ts', () => client);
// The provider reads the backend's extensions from the root loader; none in these tests.
vi.mock('../lib/shop-extensions.ts', () => ({ useShopExtensions: () => [] }));

afterEach(() => {
  cleanup();
  client.getRuntime.mockReset();
});

function loaderOf(): () => Promise<ShopRuntime> {
  let load: (() => Promise<ShopRuntime>) | undefined;
  function Probe() {
    load = useRuntime().load;
    return null;
  }
  render(
    <RuntimeProvider>
      <Probe />
    </RuntimeProvider>,
  );
  if (!load) throw new Error('the provider gave no load()');
  return load;
}

describe('RuntimeProvider.load', () => {
  it('tries again after a failed load (the code asked for offline), then keeps the runtime', async () => {
    const runtime = { shop: {} } as unknown as ShopRuntime;
    client.getRuntime
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(runtime);
    const load = loaderOf();

    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toBe(runtime);
    await expect(load()).resolves.toBe(runtime);
    expect(client.getRuntime).toHaveBeenCalledTimes(2);
  });

  it('shares one load between callers that ask at the same time', async () => {
    client.getRuntime.mockResolvedValue({});
    const load = loaderOf();
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(client.getRuntime).toHaveBeenCalledTimes(1);
  });
});
