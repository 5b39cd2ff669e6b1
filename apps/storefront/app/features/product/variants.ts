import type { Money } from '@vitrine/commerce-primitives';

/**
 * Choosing a configurable product's variant from its options (spec §2 product page: "configurable
 * options that switch the variant image and price").
 */

export interface OptionValue {
  uid: string;
  label: string;
  /** The CSS colour of a colour swatch (Magento's ColorSwatchData), else null. */
  swatch: string | null;
}

export interface ConfigurableOption {
  /** Attribute code, e.g. `flavour`. */
  code: string;
  label: string;
  values: OptionValue[];
}

export interface Variant<P> {
  /** Option value uid by attribute code. */
  values: Readonly<Record<string, string>>;
  inStock: boolean;
  product: P;
}

/** The chosen value uid per attribute code (incomplete while the shopper chooses). */
export type Selection = Readonly<Record<string, string>>;

/** The variant that matches every option of a complete selection, else null. */
export function findVariant<P>(
  options: readonly ConfigurableOption[],
  variants: readonly Variant<P>[],
  selection: Selection,
): Variant<P> | null {
  if (!options.every((option) => selection[option.code])) return null;
  return (
    variants.find((variant) =>
      options.every((option) => variant.values[option.code] === selection[option.code]),
    ) ?? null
  );
}

/**
 * Whether choosing `valueUid` for `code`, with the other choices kept, can still lead to an
 * in-stock variant (values that cannot are shown as unavailable).
 */
export function isValueAvailable<P>(
  options: readonly ConfigurableOption[],
  variants: readonly Variant<P>[],
  selection: Selection,
  code: string,
  valueUid: string,
): boolean {
  const wanted = { ...selection, [code]: valueUid };
  return variants.some(
    (variant) =>
      variant.inStock &&
      options.every(
        (option) => !wanted[option.code] || variant.values[option.code] === wanted[option.code],
      ),
  );
}

/**
 * What choosing `valueUid` for `code` costs, the other choices kept (issue 20: option prices beside
 * the choices): the lowest price of the variants it can lead to, and whether they differ (an option
 * still to choose changes the price, "dès …"). Null when no variant has that value.
 */
export function valuePrice<P>(
  options: readonly ConfigurableOption[],
  variants: readonly Variant<P>[],
  selection: Selection,
  code: string,
  valueUid: string,
  priceOf: (product: P) => Money,
): { price: Money; varies: boolean } | null {
  const wanted = { ...selection, [code]: valueUid };
  const prices = variants
    .filter((variant) =>
      options.every(
        (option) => !wanted[option.code] || variant.values[option.code] === wanted[option.code],
      ),
    )
    .map((variant) => priceOf(variant.product));
  if (prices.length === 0) return null;
  const price = prices.reduce((lowest, next) => (next.amount < lowest.amount ? next : lowest));
  return { price, varies: prices.some((other) => other.amount !== price.amount) };
}

/** The first in-stock variant's values: what the page preselects so it shows a real price and image. */
export function initialSelection<P>(
  options: readonly ConfigurableOption[],
  variants: readonly Variant<P>[],
): Selection {
  const first = variants.find((variant) => variant.inStock) ?? variants[0];
  if (!first) return {};
  return Object.fromEntries(
    options.flatMap((option) => {
      const value = first.values[option.code];
      return value ? [[option.code, value]] : [];
    }),
  );
}

/** The selected option value uids in option order, as Magento's addProductsToCart takes them. */
export function selectedOptionUids(
  options: readonly ConfigurableOption[],
  selection: Selection,
): string[] {
  return options.flatMap((option) => {
    const value = selection[option.code];
    return value ? [value] : [];
  });
}
