import { includedVat, VAT_RATES } from './tax.constants.ts';

/** A line to price: unit prices including VAT, in cents. */
export interface PricedLine {
  key: number;
  qty: number;
  /** The price paid per unit (special price when one is active). */
  unitIncl: number;
  /** The regular price per unit. */
  originalUnitIncl: number;
  taxRate: number;
}

/** A coupon's effect. `amount`: hundredths of a percent (percent) or cents (fixed). */
export interface CouponRule {
  code: string;
  label: string;
  kind: 'percent' | 'fixed' | 'free_shipping';
  amount: number;
}

/** The price of each line after the coupon. */
export interface LineTotals {
  key: number;
  rowIncl: number;
  rowExcl: number;
  unitExcl: number;
  discountIncl: number;
  taxAmount: number;
}

/** Everything a cart or order shows, in cents. */
export interface Totals {
  lines: LineTotals[];
  subtotalIncl: number;
  subtotalExcl: number;
  discountIncl: number;
  subtotalWithDiscountExcl: number;
  shippingIncl: number;
  shippingExcl: number;
  /** VAT per rate, goods and shipping together, largest rate last. */
  taxes: Array<{ rate: number; amount: number }>;
  taxAmount: number;
  grandTotal: number;
  grandTotalExcl: number;
}

/** Splits `total` across `weights` in proportion, in whole cents that add up exactly. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let rest = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction);
  for (const { index } of order) {
    if (rest <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    rest -= 1;
  }
  return shares;
}

/** The coupon discount of each line, never more than the line. */
export function lineDiscounts(lines: readonly PricedLine[], coupon: CouponRule | null): number[] {
  const rows = lines.map((line) => line.unitIncl * line.qty);
  if (!coupon || coupon.kind === 'free_shipping') return rows.map(() => 0);
  if (coupon.kind === 'percent')
    return rows.map((row) => Math.min(row, Math.round((row * coupon.amount) / 10000)));
  return allocate(
    Math.min(
      coupon.amount,
      rows.reduce((a, b) => a + b, 0),
    ),
    rows,
  );
}

/** The items subtotal including VAT after the coupon: what the free-shipping threshold looks at. */
export function discountedSubtotal(
  lines: readonly PricedLine[],
  coupon: CouponRule | null,
): number {
  const discounts = lineDiscounts(lines, coupon);
  return lines.reduce(
    (sum, line, index) => sum + line.unitIncl * line.qty - (discounts[index] ?? 0),
    0,
  );
}

/**
 * Prices a cart: catalogue prices include VAT (as French shops display them); the coupon comes
 * off the VAT-inclusive rows; VAT is taken out of each discounted row and out of the shipping
 * price, each rounded to the cent, and the totals are the sums of those rounded parts, so every
 * figure shown adds up. `shippingIncl` is the delivery price already decided (after any free
 * shipping), or null before a method is chosen.
 */
export function computeTotals(
  lines: readonly PricedLine[],
  coupon: CouponRule | null,
  shippingIncl: number | null,
): Totals {
  const discounts = lineDiscounts(lines, coupon);
  const taxes = new Map<number, number>();
  const lineTotals = lines.map((line, index): LineTotals => {
    const rowIncl = line.unitIncl * line.qty;
    const discountIncl = discounts[index] ?? 0;
    const taxAmount = includedVat(rowIncl - discountIncl, line.taxRate);
    taxes.set(line.taxRate, (taxes.get(line.taxRate) ?? 0) + taxAmount);
    return {
      key: line.key,
      rowIncl,
      rowExcl: rowIncl - includedVat(rowIncl, line.taxRate),
      unitExcl: line.unitIncl - includedVat(line.unitIncl, line.taxRate),
      discountIncl,
      taxAmount,
    };
  });
  const shipping = shippingIncl ?? 0;
  const shippingTax = includedVat(shipping, VAT_RATES.shipping);
  if (shippingTax > 0)
    taxes.set(VAT_RATES.shipping, (taxes.get(VAT_RATES.shipping) ?? 0) + shippingTax);
  const subtotalIncl = lineTotals.reduce((sum, line) => sum + line.rowIncl, 0);
  const discountIncl = lineTotals.reduce((sum, line) => sum + line.discountIncl, 0);
  const goodsTax = lineTotals.reduce((sum, line) => sum + line.taxAmount, 0);
  const taxAmount = goodsTax + shippingTax;
  const grandTotal = subtotalIncl - discountIncl + shipping;
  return {
    lines: lineTotals,
    subtotalIncl,
    subtotalExcl: lineTotals.reduce((sum, line) => sum + line.rowExcl, 0),
    discountIncl,
    subtotalWithDiscountExcl: subtotalIncl - discountIncl - goodsTax,
    shippingIncl: shipping,
    shippingExcl: shipping - shippingTax,
    taxes: [...taxes]
      .filter(([, amount]) => amount > 0)
      .sort((a, b) => a[0] - b[0])
      .map(([rate, amount]) => ({ rate, amount })),
    taxAmount,
    grandTotal,
    grandTotalExcl: grandTotal - taxAmount,
  };
}
