/**
 * French VAT as this shop applies it (decision 070). Rates are in hundredths of a percent so
 * every calculation stays in integers: 550 = 5.5 %.
 */
export const VAT_RATES = {
  /** Food supplements are food: the reduced rate (CGI art. 278-0 bis). */
  foodSupplement: 550,
  /** Delivery is taxed at the standard rate (charged separately from the goods). */
  shipping: 2000,
} as const;

/** The VAT title shown in totals, e.g. "TVA 5,5 %". */
export function vatTitle(rate: number): string {
  return `TVA ${(rate / 100).toLocaleString('fr-FR')} %`;
}

/** The VAT included in an amount that includes VAT at `rate`, rounded to the cent. */
export function includedVat(amountIncl: number, rate: number): number {
  return Math.round((amountIncl * rate) / (10000 + rate));
}
