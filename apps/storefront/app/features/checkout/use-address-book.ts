import { useEffect, useState } from 'react';
import type { ShopRuntime } from '../../shop/runtime.client.ts';
import { loadAddressBook } from './saved-addresses.ts';
import type { CustomerAddressBook } from './saved-addresses.ts';

/** The address book's loading state. */
export type AddressBookState =
  | { readonly status: 'none' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly book: CustomerAddressBook };

// One request per page and customer: the delivery and billing steps share it.
const requests = new WeakMap<
  ShopRuntime,
  { token: string; request: Promise<CustomerAddressBook | null> }
>();

function request(runtime: ShopRuntime, token: string): Promise<CustomerAddressBook | null> {
  const known = requests.get(runtime);
  if (known?.token === token) return known.request;
  const created = loadAddressBook(runtime);
  requests.set(runtime, { token, request: created });
  // A failed read is asked again next time rather than remembered.
  const forget = () => {
    if (requests.get(runtime)?.request === created) requests.delete(runtime);
  };
  created.then((book) => {
    if (!book) forget();
  }, forget);
  return created;
}

/** A signed-in customer's saved addresses (none for a guest). */
export function useAddressBook(runtime: ShopRuntime, token: string | null): AddressBookState {
  const [state, setState] = useState<AddressBookState>(
    token ? { status: 'loading' } : { status: 'none' },
  );
  useEffect(() => {
    if (!token) {
      setState({ status: 'none' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    request(runtime, token).then(
      (book) => {
        if (current) setState(book ? { status: 'ready', book } : { status: 'failed' });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [runtime, token]);
  return state;
}
