import { INTEGRATION_TIMEOUT_MS } from '../testing/integration.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { toShopExtensions } from '../extensions/shop-extensions.ts';
import {
  addItem,
  checkCart,
  createCart,
  estimateShipping,
  getCart,
  removeItem,
  updateItem,
} from './cart.commerce.ts';
import { newShopper, simpleProducts } from './integration.helpers.ts';

let products: { sku: string; name: string }[];

beforeAll(async () => {
  products = await simpleProducts(newShopper().shop);
}, INTEGRATION_TIMEOUT_MS);

async function cartWith(sku: string, quantity = 1) {
  const shopper = newShopper();
  const created = await createCart(shopper.shop);
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const added = await addItem(shopper.shop, { cartId: created.cartId, item: { sku, quantity } });
  if (!added.ok) throw new Error(JSON.stringify(added.error));
  return { shopper, cartId: created.cartId, cart: added.cart };
}

describe('cart functions against the commerce server', { timeout: INTEGRATION_TIMEOUT_MS }, () => {
  it('creates a guest cart with a 32-character masked id', async () => {
    const result = await createCart(newShopper().shop);
    expect(result.ok && result.cartId).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('adds, updates and removes lines, with server totals in cents', async () => {
    const [first, second] = products;
    const { shopper, cartId, cart } = await cartWith(first!.sku);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ sku: first!.sku, quantity: 1 });
    expect(cart.prices.grandTotal.currency).toBe('EUR');
    expect(Number.isInteger(cart.prices.grandTotal.amount)).toBe(true);
    const unit = cart.items[0]!.price.amount;

    const updated = await updateItem(shopper.shop, {
      cartId,
      itemUid: cart.items[0]!.uid,
      quantity: 3,
    });
    expect(updated.ok && updated.cart.items[0]!.rowTotal.amount).toBe(unit * 3);

    const withSecond = await addItem(shopper.shop, {
      cartId,
      item: { sku: second!.sku, quantity: 1 },
    });
    expect(withSecond.ok && withSecond.cart.items.map((item) => item.sku).sort()).toEqual(
      [first!.sku, second!.sku].sort(),
    );
    const secondLine = withSecond.ok
      ? withSecond.cart.items.find((item) => item.sku === second!.sku)
      : undefined;

    const removed = await removeItem(shopper.shop, { cartId, itemUid: secondLine!.uid });
    expect(removed.ok && removed.cart.items.map((item) => item.sku)).toEqual([first!.sku]);

    const details = await getCart(shopper.shop, { cartId });
    expect(details.ok && details.cart.totalQuantity).toBe(3);
    const check = await checkCart(shopper.shop, { cartId });
    expect(check).toMatchObject({ ok: true, cartId, totalSummaryQuantity: 3 });
    // The server offers the cart-quantity extension: its own query answers the trigger's count.
    const counted = await getCart(shopper.shop, { cartId }, toShopExtensions(['cart-quantity']));
    expect(counted.ok && counted.cart.totalSummaryQuantityIncludingConfig).toBe(3);
    expect(
      await checkCart(shopper.shop, { cartId }, toShopExtensions(['cart-quantity'])),
    ).toMatchObject({ ok: true, cartId, totalSummaryQuantity: 3 });
  });

  it('answers a product problem as a user error and keeps the cart', async () => {
    const { shopper, cartId } = await cartWith(products[0]!.sku);
    const result = await addItem(shopper.shop, {
      cartId,
      item: { sku: 'NO-SUCH-SKU', quantity: 1 },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'user' } });
    const details = await getCart(shopper.shop, { cartId });
    expect(details.ok && details.cart.items).toHaveLength(1);
  });

  it('estimates shipping for a French postcode', async () => {
    const { shopper, cartId } = await cartWith(products[0]!.sku);
    const result = await estimateShipping(shopper.shop, {
      cartId,
      postcode: '69003',
      countryCode: 'FR',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.methods.length).toBeGreaterThan(0);
    for (const method of result.methods) {
      expect(method.amount.currency).toBe('EUR');
      expect(method.priceInclTax.amount).toBeGreaterThanOrEqual(method.priceExclTax.amount);
    }
  });

  it('reports an unknown cart id as an invalid cart', async () => {
    const result = await getCart(newShopper().shop, { cartId: 'x'.repeat(32) });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_cart' } });
    expect(!result.ok && 'message' in result.error && result.error.message).toContain(
      'Could not find a cart',
    );
  });
});
