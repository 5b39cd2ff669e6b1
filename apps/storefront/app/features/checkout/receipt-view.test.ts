import { describe, expect, it } from 'vitest';
import {
  forgetReceipt,
  keepReceipt,
  readKeptReceipt,
  RECEIPT_STORAGE_KEY,
} from './receipt-view.ts';
import type { ReceiptView } from './receipt-view.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const view: ReceiptView = {
  order: { orderNumber: '000000042', email: 'marie@example.fr' } as ReceiptView['order'],
  signedIn: false,
  shippingAddress: null,
  methodTitle: 'Livraison à domicile · Colissimo',
  billing: null,
  paymentCode: 'banktransfer',
  cart: null,
  accountLink: '/create-account?email=marie%40example.fr',
};

describe('the kept receipt', () => {
  it('survives a reload of the tab and is forgotten once the shopper moves on', () => {
    const storage = memoryStorage();
    keepReceipt(storage, view);
    expect(readKeptReceipt(storage)).toEqual(view);
    forgetReceipt(storage);
    expect(readKeptReceipt(storage)).toBeNull();
  });

  it('keeps a receipt whose number is not known (placed through REST for a guest)', () => {
    const storage = memoryStorage();
    const unnumbered = { ...view, order: { ...view.order, orderNumber: null } };
    keepReceipt(storage, unnumbered);
    expect(readKeptReceipt(storage)?.order.orderNumber).toBeNull();
  });

  it('ignores what it did not write: broken JSON or a value without an order number', () => {
    const storage = memoryStorage();
    storage.setItem(RECEIPT_STORAGE_KEY, '{not json');
    expect(readKeptReceipt(storage)).toBeNull();
    storage.setItem(RECEIPT_STORAGE_KEY, JSON.stringify({ order: {} }));
    expect(readKeptReceipt(storage)).toBeNull();
  });

  it('does not fail when the storage refuses to write', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(() => keepReceipt(refusing, view)).not.toThrow();
  });
});
