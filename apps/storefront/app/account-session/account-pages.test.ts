import { describe, expect, it } from 'vitest';
import { accountPagesOf } from './account-pages.ts';

describe('the account pages the store offers', () => {
  it('lists « Mes abonnements » only when the backend has the subscriptions extension', () => {
    const paths = (extensions: Parameters<typeof accountPagesOf>[0]) =>
      accountPagesOf(extensions).map((page) => page.path);
    expect(paths([])).not.toContain('/subscriptions');
    expect(paths(['card-payment', 'gdpr'])).not.toContain('/subscriptions');
    expect(paths(['card-payment', 'subscriptions'])).toContain('/subscriptions');
    // The core pages are there either way, in the navigation's order.
    expect(paths([])).toEqual([
      '/account-information',
      '/order-history',
      '/address-book',
      '/wishlist',
      '/saved-payments',
      '/communications',
    ]);
  });
});
