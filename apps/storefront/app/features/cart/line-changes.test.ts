import { toCart } from '@vitrine/cart-core';
import { aRawCart, aRawConfigurableItem } from '@vitrine/cart-core/testing';
import { describe, expect, it } from 'vitest';
import { updateEvent } from './line-changes.ts';

const subscription = {
  frequency_days: 30,
  frequencies: [30, 60, 90],
  discount_percent: 10,
  next_date: '2026-12-27',
};

describe('a cart line change', () => {
  it('keeps its subscription when a configurable line is replaced to change its quantity', () => {
    const [line] = toCart(
      aRawCart({ items: [aRawConfigurableItem({ vitrine_subscription: subscription })] }),
    ).items;
    expect(updateEvent(line!, 3).item).toMatchObject({
      quantity: 3,
      subscription: { frequencyDays: 30 },
    });
    const [once] = toCart(aRawCart({ items: [aRawConfigurableItem()] })).items;
    expect(updateEvent(once!, 3).item).not.toHaveProperty('subscription');
  });
});
