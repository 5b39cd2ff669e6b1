import { MemoryStorage } from '@vitrine/cart-core/testing';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { CHECKOUT_STORAGE_PREFIX } from './checkout.constants.ts';
import {
  isPickupAddress,
  pickupAddress,
  preselectedShop,
  shippingMethodsForAddress,
} from './checkout.pickup.ts';
import { idle, startCheckout } from './checkout.test-utils.ts';
import { anAddress } from './testing/fake-checkout-backend.ts';

const ANNECY = {
  code: 'ORS012',
  name: 'Orsalis Annecy',
  street: '3 rue Royale',
  postcode: '74000',
  city: 'Annecy',
  countryId: 'FR',
  region: 'Haute-Savoie',
  regionId: 250,
};
const LYON = { ...ANNECY, code: 'ORS020', name: 'Orsalis Lyon', city: 'Lyon', postcode: '69002' };
const CONTACT = {
  firstname: ' Inès ',
  lastname: 'Girard',
  telephone: '06 12 34 56 78',
  email: 'ines@example.fr',
};

describe('in-store pickup (click-and-collect)', () => {
  it("makes the shop's address the shipping address, with the shopper's name and phone", () => {
    expect(pickupAddress(ANNECY, CONTACT)).toEqual({
      firstname: 'Inès',
      lastname: 'Girard',
      telephone: '06 12 34 56 78',
      email: 'ines@example.fr',
      company: 'Orsalis Annecy',
      street: ['3 rue Royale'],
      postcode: '74000',
      city: 'Annecy',
      country_id: 'FR',
      region: 'Haute-Savoie',
      region_id: 250,
      pickup_location_code: 'ORS012',
    });
    expect(isPickupAddress(pickupAddress(ANNECY, CONTACT))).toBe(true);
    expect(isPickupAddress(anAddress())).toBe(false);
  });

  it('offers only in-store pickup at a shop, and never at home', () => {
    const methods = [
      { carrierCode: 'instore', methodCode: 'pickup' },
      { carrierCode: 'colissimo', methodCode: 'home' },
    ];
    expect(shippingMethodsForAddress(methods, pickupAddress(ANNECY, CONTACT))).toEqual([
      methods[0],
    ]);
    expect(shippingMethodsForAddress(methods, anAddress())).toEqual([methods[1]]);
    expect(shippingMethodsForAddress(methods, null)).toEqual([methods[1]]);
  });

  it('preselects the shop already chosen, else the favourite store, when listed', () => {
    expect(preselectedShop([ANNECY, LYON], null, 'ORS020')).toBe(LYON);
    expect(preselectedShop([ANNECY, LYON], 'ORS012', 'ORS020')).toBe(ANNECY);
    expect(preselectedShop([ANNECY], null, 'ORS020')).toBeNull();
    expect(preselectedShop([ANNECY, LYON], null, null)).toBeNull();
  });

  it('sends the pickup code with the address, sets instore/pickup, and keeps it when restored', async () => {
    const storage = new MemoryStorage();
    const { actor, backend } = startCheckout({ storage });
    actor.send({ type: 'checkout.begin', cartId: 'cart-1', signedIn: false });
    actor.send({ type: 'shippingAddress.submit', address: pickupAddress(ANNECY, CONTACT) });
    await idle(actor);
    const offered = actor.getSnapshot().context.availableShippingMethods;
    expect(offered.map((method) => method.carrierCode)).toEqual(['instore', 'colissimo']);
    const cartId = actor.getSnapshot().context.cartId ?? '';
    expect(backend.cart(cartId)?.shippingAddress?.pickup_location_code).toBe('ORS012');
    actor.send({ type: 'shippingMethod.submit', carrierCode: 'instore', methodCode: 'pickup' });
    await idle(actor);
    expect(actor.getSnapshot().context.shippingMethod).toMatchObject({
      carrierCode: 'instore',
      carrierTitle: 'Retrait en magasin',
    });
    actor.stop();
    // A reload restores the pickup address, and the placement confirms it with its code.
    const again = startCheckout({ storage });
    again.actor.send({ type: 'checkout.begin', cartId: 'cart-1', signedIn: false });
    expect(again.actor.getSnapshot().context.shippingAddress?.pickup_location_code).toBe('ORS012');
    again.actor.send({ type: 'billingAddress.submit', billing: { sameAsShippingAddress: true } });
    await idle(again.actor);
    again.actor.send({
      type: 'paymentMethod.submit',
      method: { code: 'banktransfer', kind: 'offline' },
    });
    await idle(again.actor);
    again.actor.send({ type: 'order.place' });
    await waitFor(again.actor, (snapshot) => snapshot.matches('receipt'));
    expect(again.backend.log).toContain('placeOrder');
  });

  it('asks for the billing address again when a home delivery billed there becomes a pickup', async () => {
    const { actor, storage } = startCheckout();
    actor.send({ type: 'checkout.begin', cartId: 'cart-1', signedIn: false });
    actor.send({ type: 'shippingAddress.submit', address: anAddress() });
    await idle(actor);
    actor.send({ type: 'shippingMethod.submit', carrierCode: 'colissimo', methodCode: 'home' });
    await idle(actor);
    actor.send({ type: 'billingAddress.submit', billing: { sameAsShippingAddress: true } });
    await idle(actor);
    actor.send({ type: 'step.edit', step: 'shippingAddress' });
    actor.send({ type: 'shippingAddress.submit', address: pickupAddress(ANNECY, CONTACT) });
    await idle(actor);
    expect(actor.getSnapshot().context.billingAddress).toBeNull();
    expect(storage.getItem(`${CHECKOUT_STORAGE_PREFIX}billing_address`)).toBeNull();
    // A separate billing address stays: it is the shopper's, wherever the order goes.
    const other = { sameAsShippingAddress: false as const, address: anAddress({ city: 'Paris' }) };
    actor.send({ type: 'shippingMethod.submit', carrierCode: 'instore', methodCode: 'pickup' });
    await idle(actor);
    actor.send({ type: 'billingAddress.submit', billing: other });
    await idle(actor);
    actor.send({ type: 'step.edit', step: 'shippingAddress' });
    actor.send({ type: 'shippingAddress.submit', address: pickupAddress(ANNECY, CONTACT) });
    await idle(actor);
    expect(actor.getSnapshot().context.billingAddress).toEqual(other);
  });
});
