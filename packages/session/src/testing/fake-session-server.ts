import type { CommerceError, CommerceResult } from '@vitrine/commerce-primitives';
import type {
  Coordinates,
  CreateAccountInput,
  Customer,
  FavoriteStore,
  FavoriteStoreFunctions,
  Now,
  RevokeTokenFn,
  UserFunctions,
} from '../session.ports.ts';

/** A point of sale the fake server knows, with its position for "nearest" lookups. */
export interface FakePointOfSale extends FavoriteStore {
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** Options of {@link createFakeSessionServer}. */
export interface FakeSessionServerOptions {
  /** Reads the time the tokens expire against; defaults to `Date.now`. */
  readonly now?: Now;
  /** Server-side token lifetime in seconds (Magento: 3600). */
  readonly tokenLifetime?: number;
  /** Customers who can sign in, with their passwords. */
  readonly customers?: readonly (Customer & { readonly password: string })[];
  /** Points of sale for the favorite store; the first is the default "nearest". */
  readonly stores?: readonly FakePointOfSale[];
}

/** The demo customer of the fake server. */
export const FAKE_CUSTOMER = {
  email: 'claire.martin@exemple.fr',
  firstname: 'Claire',
  lastname: 'Martin',
  is_subscribed: false,
  password: 'Orsalis#2024',
} as const;

/** Points of sale of the fake server (Paris, Lyon, Marseille). */
export const FAKE_STORES: readonly FakePointOfSale[] = [
  {
    identifier: 'orsalis-paris-marais',
    name: 'Orsalis Paris Marais',
    latitude: 48.857,
    longitude: 2.358,
  },
  {
    identifier: 'orsalis-lyon-bellecour',
    name: 'Orsalis Lyon Bellecour',
    latitude: 45.758,
    longitude: 4.832,
  },
  {
    identifier: 'orsalis-marseille-vieux-port',
    name: 'Orsalis Marseille Vieux-Port',
    latitude: 43.295,
    longitude: 5.374,
  },
];

/** Magento's answers, word for word (magento-contract §1.6). */
export const FAKE_SERVER_MESSAGES = {
  signInIncorrect:
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  unauthorised: "The current customer isn't authorized.",
  duplicateEmail: 'A customer with the same email address already exists in an associated website.',
  cartNotFound: (id: string) => `Could not find a cart with ID "${id}"`,
} as const;

type FunctionName = keyof UserFunctions | keyof FavoriteStoreFunctions | 'revokeToken';

function distance(a: Coordinates, b: Coordinates): number {
  return Math.hypot(a.latitude - b.latitude, a.longitude - b.longitude);
}

/**
 * An in-memory commerce backend for the session: customers, expiring tokens, guest and
 * customer carts (as lists of SKUs), and favorite stores — with Magento's messages. `calls`
 * records every call in order; `fail(name, error)` makes the next call of a function fail.
 */
export function createFakeSessionServer(options: FakeSessionServerOptions = {}) {
  const now = options.now ?? Date.now;
  const lifetime = options.tokenLifetime ?? 3600;
  const stores = options.stores ?? FAKE_STORES;
  const customers = new Map<string, Customer & { password: string }>();
  for (const customer of options.customers ?? [FAKE_CUSTOMER])
    customers.set(customer.email, { ...customer });
  const tokens = new Map<string, { email: string; expiresAt: number }>();
  const carts = new Map<string, string[]>();
  const customerCarts = new Map<string, string>();
  const favorites = new Map<string, string>();
  const failures = new Map<FunctionName, CommerceError>();
  const calls: { name: FunctionName; input: unknown }[] = [];
  let sequence = 0;

  const failure = (error: CommerceError) => ({ ok: false as const, error });
  const unauthorised = () =>
    failure({ code: 'unauthorised', message: FAKE_SERVER_MESSAGES.unauthorised });

  /** Records the call and takes the injected failure of `name`, if any. */
  const enter = (name: FunctionName, input: unknown): CommerceError | undefined => {
    calls.push({ name, input });
    const injected = failures.get(name);
    failures.delete(name);
    return injected;
  };
  const customerOf = (token: string | null) => {
    const session = token === null ? undefined : tokens.get(token);
    if (!session || now() >= session.expiresAt) return undefined;
    return customers.get(session.email);
  };
  const cartOf = (email: string) => {
    let id = customerCarts.get(email);
    if (id === undefined) {
      id = `customer-cart-${++sequence}`;
      customerCarts.set(email, id);
      carts.set(id, []);
    }
    return id;
  };
  const publicCustomer = ({ password: _password, ...customer }: Customer & { password: string }) =>
    customer;
  const storeById = (identifier: string | undefined) =>
    stores.find((store) => store.identifier === identifier);
  const asFavorite = (store: FakePointOfSale): FavoriteStore => ({
    identifier: store.identifier,
    name: store.name,
  });

  // Answers arrive in a later microtask, as a network answer would; the call is recorded at once.
  const answer = <T>(
    name: FunctionName,
    input: unknown,
    handle: () => T,
  ): Promise<T | ReturnType<typeof failure>> => {
    const injected = enter(name, input);
    return Promise.resolve().then(() => (injected ? failure(injected) : handle()));
  };

  const functions: UserFunctions & FavoriteStoreFunctions & { revokeToken: RevokeTokenFn } = {
    signIn: (input) =>
      answer('signIn', input, (): CommerceResult<{ token: string }> => {
        const customer = customers.get(input.email);
        if (!customer || customer.password !== input.password) {
          return failure({ code: 'user', messages: [FAKE_SERVER_MESSAGES.signInIncorrect] });
        }
        const token = `token-${++sequence}`;
        tokens.set(token, { email: customer.email, expiresAt: now() + lifetime * 1000 });
        return { ok: true, token };
      }),
    revokeToken: (input) =>
      answer('revokeToken', input, (): CommerceResult<{ revoked: boolean }> => {
        if (!customerOf(input.token)) return unauthorised();
        tokens.delete(input.token);
        return { ok: true, revoked: true };
      }),
    getCustomer: (input) =>
      answer('getCustomer', input, (): CommerceResult<{ customer: Customer }> => {
        const customer = customerOf(input.token);
        return customer ? { ok: true, customer: publicCustomer(customer) } : unauthorised();
      }),
    createAccount: (input: CreateAccountInput) =>
      answer('createAccount', input, (): CommerceResult<{ customer: Customer }> => {
        if (customers.has(input.email)) {
          return failure({ code: 'user', messages: [FAKE_SERVER_MESSAGES.duplicateEmail] });
        }
        const customer = { ...input, is_subscribed: input.is_subscribed ?? false };
        customers.set(input.email, customer);
        return { ok: true, customer: publicCustomer(customer) };
      }),
    // Magento answers true whether or not the address has an account (no enumeration).
    requestPasswordReset: (input) =>
      answer('requestPasswordReset', input, () => ({ ok: true as const, requested: true })),
    getCustomerCart: (input) =>
      answer('getCustomerCart', input, (): CommerceResult<{ cartId: string }> => {
        const customer = customerOf(input.token);
        return customer ? { ok: true, cartId: cartOf(customer.email) } : unauthorised();
      }),
    mergeCarts: (input) =>
      answer('mergeCarts', input, (): CommerceResult<{ cartId: string }> => {
        if (!customerOf(input.token)) return unauthorised();
        const source = carts.get(input.sourceCartId);
        const destination = carts.get(input.destinationCartId);
        for (const [id, cart] of [
          [input.sourceCartId, source],
          [input.destinationCartId, destination],
        ] as const) {
          if (!cart)
            return failure({
              code: 'invalid_cart',
              message: FAKE_SERVER_MESSAGES.cartNotFound(id),
            });
        }
        destination?.push(...(source ?? []));
        carts.delete(input.sourceCartId);
        return { ok: true, cartId: input.destinationCartId };
      }),
    // The server has no position of its own: a visitor who declined geolocation.
    locate: () => {
      enter('locate', undefined);
      return Promise.resolve(null);
    },
    getFavoriteStore: (input) =>
      answer('getFavoriteStore', input, (): CommerceResult<{ store: FavoriteStore | null }> => {
        const customer = customerOf(input.token);
        if (customer) {
          const saved = storeById(favorites.get(customer.email));
          return { ok: true, store: saved ? asFavorite(saved) : null };
        }
        const origin = input.origin;
        if (origin === null) return { ok: true, store: null };
        const nearest = [...stores].sort((a, b) => distance(a, origin) - distance(b, origin))[0];
        return { ok: true, store: nearest ? asFavorite(nearest) : null };
      }),
    setFavoriteStore: (input) =>
      answer('setFavoriteStore', input, (): CommerceResult<{ store: FavoriteStore }> => {
        const customer = customerOf(input.token);
        if (!customer) return unauthorised();
        const store = storeById(input.identifier);
        if (!store) {
          return failure({ code: 'not_found', message: `Store "${input.identifier}" not found` });
        }
        favorites.set(customer.email, store.identifier);
        return { ok: true, store: asFavorite(store) };
      }),
  };

  return {
    functions,
    calls,
    /** Makes the next call of `name` fail with `error`. */
    fail(name: FunctionName, error: CommerceError) {
      failures.set(name, error);
    },
    /** Creates a guest cart holding `skus` and returns its id. */
    createGuestCart(skus: readonly string[] = []) {
      const id = `guest-cart-${++sequence}`;
      carts.set(id, [...skus]);
      return id;
    },
    /** The SKUs in a cart, or `undefined` once it is gone (merged). */
    cartItems(cartId: string): readonly string[] | undefined {
      return carts.get(cartId);
    },
    /**
     * Issues a token for a known customer as if they had signed in at `issuedAt`, to start a
     * test signed in.
     */
    issueToken(email: string = FAKE_CUSTOMER.email, issuedAt: number = now()): string {
      if (!customers.has(email)) throw new Error(`No customer ${email} on the fake server`);
      const token = `token-${++sequence}`;
      tokens.set(token, { email, expiresAt: issuedAt + lifetime * 1000 });
      return token;
    },
    /** Whether the server still accepts `token`. */
    isTokenValid(token: string) {
      return customerOf(token) !== undefined;
    },
    /** The favorite store saved for a customer. */
    favoriteOf(email: string) {
      return favorites.get(email);
    },
  };
}

/** The fake server {@link createFakeSessionServer} returns. */
export type FakeSessionServer = ReturnType<typeof createFakeSessionServer>;
