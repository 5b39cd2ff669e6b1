import { toShopExtensions } from '@vitrine/graphql-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as orderHistoryLoader } from './account-order-history.tsx';
import { loader } from './account-subscriptions.tsx';

const extensions = vi.hoisted(() => ({ shopExtensionsOf: vi.fn() }));
vi.mock('../lib/shop-extensions.server.ts', () => extensions);

afterEach(() => extensions.shopExtensionsOf.mockReset());

const args = { context: { get: () => ({}) } } as unknown as Parameters<typeof loader>[0];

describe('/subscriptions on the server', () => {
  it('does not exist on a stock Magento (404), and does with extension subscriptions', async () => {
    extensions.shopExtensionsOf.mockResolvedValue(toShopExtensions([]));
    await expect(loader(args)).rejects.toMatchObject({ init: { status: 404 } });
    extensions.shopExtensionsOf.mockResolvedValue(toShopExtensions(['card-payment']));
    await expect(loader(args)).rejects.toMatchObject({ init: { status: 404 } });
    extensions.shopExtensionsOf.mockResolvedValue(
      toShopExtensions(['card-payment', 'subscriptions']),
    );
    await expect(loader(args)).resolves.toBeNull();
  });

  it('tells the order history whether to read the items’ subscriptions', async () => {
    const historyArgs = args as unknown as Parameters<typeof orderHistoryLoader>[0];
    extensions.shopExtensionsOf.mockResolvedValue(toShopExtensions([]));
    await expect(orderHistoryLoader(historyArgs)).resolves.toEqual({ subscriptions: false });
    extensions.shopExtensionsOf.mockResolvedValue(toShopExtensions(['subscriptions']));
    await expect(orderHistoryLoader(historyArgs)).resolves.toEqual({ subscriptions: true });
  });
});
