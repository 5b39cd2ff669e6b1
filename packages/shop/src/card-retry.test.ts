import type { PlaceOrderFn, SubmitPaymentFn } from '@vitrine/checkout-machine';
import { describe, expect, it, vi } from 'vitest';
import { retrySafeCardPayment } from './card-retry.ts';

const attempt = (idempotencyKey: string) => ({
  placement: { cartId: 'cart-1', signedIn: false, email: 'a@example.fr', billingAddress: null },
  method: 'vitrine_card',
  paymentData: { token: 'tok_1' },
  idempotencyKey,
});

function fakes() {
  const submitPayment = vi.fn<SubmitPaymentFn>(() =>
    Promise.resolve({ ok: true, resultCode: 'Authorised', orderNumber: '000000042' }),
  );
  const placeOrder = vi.fn<PlaceOrderFn>(() =>
    Promise.resolve({ ok: true, orderNumber: '000000042' }),
  );
  return { submitPayment, placeOrder };
}

describe('retrySafeCardPayment', () => {
  it('pays a first attempt as usual, without asking for the order first', async () => {
    const { submitPayment, placeOrder } = fakes();
    const pay = retrySafeCardPayment(submitPayment, placeOrder);
    await expect(pay(attempt('key-1'))).resolves.toMatchObject({
      ok: true,
      orderNumber: '000000042',
    });
    expect(placeOrder).not.toHaveBeenCalled();
    expect(submitPayment).toHaveBeenCalledOnce();
  });

  it('answers a retry with the order the first try placed, never paying again', async () => {
    const { submitPayment, placeOrder } = fakes();
    submitPayment.mockResolvedValueOnce({
      ok: false,
      error: { code: 'network', message: 'Failed to fetch' },
    });
    const pay = retrySafeCardPayment(submitPayment, placeOrder);
    await pay(attempt('key-1'));
    await expect(pay(attempt('key-1'))).resolves.toEqual({
      ok: true,
      resultCode: 'Authorised',
      orderNumber: '000000042',
    });
    expect(placeOrder).toHaveBeenCalledWith({ cartId: 'cart-1', idempotencyKey: 'key-1' });
    expect(submitPayment).toHaveBeenCalledOnce();
  });

  it('keeps the attempt interrupted while the order still cannot be asked', async () => {
    const { submitPayment, placeOrder } = fakes();
    placeOrder.mockResolvedValueOnce({ ok: false, error: { code: 'network', message: 'down' } });
    const pay = retrySafeCardPayment(submitPayment, placeOrder);
    await pay(attempt('key-1'));
    await expect(pay(attempt('key-1'))).resolves.toMatchObject({
      ok: false,
      error: { code: 'network' },
    });
    expect(submitPayment).toHaveBeenCalledOnce();
  });

  it('pays again with the same key when the first try never ordered (3-D Secure pending)', async () => {
    const { submitPayment, placeOrder } = fakes();
    placeOrder.mockResolvedValueOnce({
      ok: false,
      error: { code: 'user', messages: ['The payment is not complete (IdentifyShopper).'] },
    });
    const pay = retrySafeCardPayment(submitPayment, placeOrder);
    await pay(attempt('key-1'));
    await pay(attempt('key-1'));
    expect(submitPayment).toHaveBeenCalledTimes(2);
    expect(submitPayment.mock.calls[1]?.[0].idempotencyKey).toBe('key-1');
  });

  it('treats a new key as a new attempt', async () => {
    const { submitPayment, placeOrder } = fakes();
    const pay = retrySafeCardPayment(submitPayment, placeOrder);
    await pay(attempt('key-1'));
    await pay(attempt('key-2'));
    expect(placeOrder).not.toHaveBeenCalled();
    expect(submitPayment).toHaveBeenCalledTimes(2);
  });
});
