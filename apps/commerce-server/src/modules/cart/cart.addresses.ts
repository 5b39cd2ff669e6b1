import type { Queryable } from '../../db/database.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { authorizationError, inputError } from '../../graphql/errors.ts';
import { mutateCart } from './cart.mutate.ts';
import { addressesOfQuote, itemsOfQuote, saveQuoteAddress } from './cart.repository.ts';
import type { QuoteAddressValues, QuoteRow } from './cart.repository.ts';
import type { CartView } from './cart.view.ts';
import { SHIPPING_COUNTRIES } from './shipping.methods.ts';
import { addressById, normaliseAddress } from '../customer/index.ts';
import { withDirectoryRegion } from '../directory/index.ts';
import { pickupLocationByCode } from '../pickup/index.ts';
import type { RawAddress } from '../customer/index.ts';
import { NOT_AUTHORIZED, optionalLine } from '../platform/index.ts';

/** ShippingAddressInput / BillingAddressInput. */
export interface AddressChoice {
  address?: (RawAddress & { save_in_address_book?: boolean | null }) | null;
  customer_address_id?: number | null;
  customer_notes?: string | null;
  pickup_location_code?: string | null;
  same_as_shipping?: boolean | null;
  use_for_shipping?: boolean | null;
}

function savedAddressId(choice: AddressChoice): number | null {
  return choice.customer_address_id ?? null;
}

/** Resolves an address choice to cart address columns (a new address, or a saved one of the customer). */
async function addressValues(
  tx: Queryable,
  quote: QuoteRow,
  choice: AddressChoice,
  kind: 'shipping' | 'billing',
): Promise<QuoteAddressValues> {
  const savedId = savedAddressId(choice);
  if (choice.address && savedId !== null) {
    throw inputError(
      `The ${kind} address cannot contain "customer_address_id" and "address" at the same time.`,
    );
  }
  const base = {
    customer_notes: optionalLine(choice.customer_notes, 'customer_notes') ?? null,
    pickup_location_code: null,
    same_as_shipping: false,
  };
  if (savedId !== null) {
    if (quote.customer_id === null) throw authorizationError(NOT_AUTHORIZED);
    const saved = savedId > 0 ? await addressById(tx, savedId) : undefined;
    if (!saved || saved.customer_id !== quote.customer_id) {
      throw authorizationError(
        `Current customer does not have permission to address with ID "${savedId}"`,
      );
    }
    return {
      ...saved,
      customer_address_id: saved.address_id,
      save_in_address_book: false,
      ...base,
    };
  }
  if (!choice.address) {
    throw inputError(
      kind === 'shipping'
        ? 'The shipping address must contain either "customer_address_id" or "address".'
        : 'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
    );
  }
  const normalised = normaliseAddress(choice.address, true);
  const values = await withDirectoryRegion(tx, normalised.country_code, normalised);
  return {
    ...values,
    customer_address_id: null,
    save_in_address_book: choice.address.save_in_address_book === true,
    ...base,
  };
}

/**
 * MSI in-store pickup: with a `pickup_location_code` the shipping address becomes the point of
 * sale's (street, city, postcode, country, region), keeping the shopper's name, company and phone,
 * as Magento's InventoryInStorePickupQuote does; the code must name an active point of sale.
 */
async function atPickupLocation(
  tx: Queryable,
  code: string | null | undefined,
  values: QuoteAddressValues,
): Promise<QuoteAddressValues> {
  const identifier = optionalLine(code, 'pickup_location_code');
  if (identifier === undefined) return { ...values, pickup_location_code: null };
  const location = await pickupLocationByCode(tx, identifier);
  if (!location)
    throw inputError(
      `Invalid value of "${identifier}" provided for the pickup_location_code field.`,
    );
  return {
    ...values,
    street: location.street_lines,
    city: location.city,
    postcode: location.postcode,
    country_code: location.country_id,
    region: location.region,
    region_code: location.region_code,
    region_id: location.region_id,
    pickup_location_code: identifier,
  };
}

/** setShippingAddressesOnCart: one address, in a country the shop delivers to. */
export async function setShippingAddress(
  context: RequestContext,
  cartId: string,
  choices: ReadonlyArray<AddressChoice | null>,
): Promise<CartView> {
  const list = choices.filter((choice): choice is AddressChoice => choice !== null);
  if (list.length === 0) throw inputError('Required parameter "shipping_addresses" is missing');
  if (list.length > 1) throw inputError('You cannot specify multiple shipping addresses.');
  const choice = list[0] as AddressChoice;
  const { view } = await mutateCart(context, cartId, async (tx, quote) => {
    const values = await atPickupLocation(
      tx,
      choice.pickup_location_code,
      await addressValues(tx, quote, choice, 'shipping'),
    );
    if (!SHIPPING_COUNTRIES.has(values.country_code)) {
      throw inputError(
        `Invalid value of "${values.country_code}" provided for the countryId field.`,
      );
    }
    await saveQuoteAddress(tx, quote.quote_id, 'shipping', values);
    // A billing address "same as shipping" follows the shipping address.
    const billing = (await addressesOfQuote(tx, quote.quote_id)).find(
      (row) => row.address_type === 'billing',
    );
    if (billing?.same_as_shipping)
      await saveQuoteAddress(tx, quote.quote_id, 'billing', {
        ...values,
        same_as_shipping: true,
        customer_notes: null,
        pickup_location_code: null,
      });
  });
  return view;
}

/** setBillingAddressOnCart: exactly one of an address, a saved address, or same_as_shipping. */
export async function setBillingAddress(
  context: RequestContext,
  cartId: string,
  choice: AddressChoice,
): Promise<CartView> {
  const same = choice.same_as_shipping ?? choice.use_for_shipping ?? false;
  const { view } = await mutateCart(context, cartId, async (tx, quote) => {
    if (same) {
      if (choice.address || savedAddressId(choice) !== null) {
        throw inputError(
          'The billing address cannot contain "same_as_shipping" together with an address.',
        );
      }
      const shipping = (await addressesOfQuote(tx, quote.quote_id)).find(
        (row) => row.address_type === 'shipping',
      );
      if (!shipping)
        throw inputError(
          'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
        );
      await saveQuoteAddress(tx, quote.quote_id, 'billing', {
        ...shipping,
        same_as_shipping: true,
        customer_notes: null,
        pickup_location_code: null,
      });
      return;
    }
    const values = await addressValues(tx, quote, choice, 'billing');
    await saveQuoteAddress(tx, quote.quote_id, 'billing', {
      ...values,
      pickup_location_code: null,
      customer_notes: null,
    });
  });
  return view;
}

/** Whether the cart has any line (shipping needs one). */
export async function hasItems(tx: Queryable, quote: QuoteRow): Promise<boolean> {
  return (await itemsOfQuote(tx, quote.quote_id)).length > 0;
}
