import type { CartView } from '../cart/index.ts';

const euros = (cents: number) => Math.round(cents) / 100;

/** Magento's quote-data-totals-interface of a priced cart (amounts as decimal euros). */
export function totalsOf(view: CartView) {
  const { totals, currency } = view;
  const shippingTax = totals.shippingIncl - totals.shippingExcl;
  return {
    grand_total: euros(totals.grandTotal),
    base_grand_total: euros(totals.grandTotal),
    subtotal: euros(totals.subtotalExcl),
    base_subtotal: euros(totals.subtotalExcl),
    discount_amount: -euros(totals.discountIncl),
    base_discount_amount: -euros(totals.discountIncl),
    subtotal_with_discount: euros(totals.subtotalWithDiscountExcl),
    base_subtotal_with_discount: euros(totals.subtotalWithDiscountExcl),
    shipping_amount: euros(totals.shippingExcl),
    base_shipping_amount: euros(totals.shippingExcl),
    shipping_discount_amount: 0,
    tax_amount: euros(totals.taxAmount),
    base_tax_amount: euros(totals.taxAmount),
    shipping_tax_amount: euros(shippingTax),
    subtotal_incl_tax: euros(totals.subtotalIncl),
    shipping_incl_tax: euros(totals.shippingIncl),
    base_currency_code: currency,
    quote_currency_code: currency,
    coupon_code: view.coupon?.code ?? null,
    items_qty: view.lines.reduce((sum, line) => sum + line.item.qty, 0),
    weee_tax_applied_amount: null,
    items: view.lines.map((line) => {
      const row = totals.lines.find((entry) => entry.key === line.item.item_id);
      return {
        item_id: line.item.item_id,
        price: euros(row?.unitExcl ?? 0),
        base_price: euros(row?.unitExcl ?? 0),
        qty: line.item.qty,
        row_total: euros(row?.rowExcl ?? 0),
        base_row_total: euros(row?.rowExcl ?? 0),
        row_total_with_discount: euros(
          (row?.rowIncl ?? 0) - (row?.discountIncl ?? 0) - (row?.taxAmount ?? 0),
        ),
        tax_amount: euros(row?.taxAmount ?? 0),
        base_tax_amount: euros(row?.taxAmount ?? 0),
        tax_percent: line.taxRate / 100,
        discount_amount: euros(row?.discountIncl ?? 0),
        base_discount_amount: euros(row?.discountIncl ?? 0),
        discount_percent: 0,
        price_incl_tax: euros(line.unitIncl),
        base_price_incl_tax: euros(line.unitIncl),
        row_total_incl_tax: euros(row?.rowIncl ?? 0),
        base_row_total_incl_tax: euros(row?.rowIncl ?? 0),
        options: JSON.stringify(
          line.options.map((option) => ({ label: option.optionLabel, value: option.valueLabel })),
        ),
        name: line.parent?.name ?? line.product?.name ?? '',
      };
    }),
    total_segments: [
      { code: 'subtotal', title: 'Sous-total', value: euros(totals.subtotalIncl) },
      ...(totals.discountIncl > 0
        ? [
            {
              code: 'discount',
              title: view.coupon?.label ?? 'Remise',
              value: -euros(totals.discountIncl),
            },
          ]
        : []),
      {
        code: 'shipping',
        title: view.selectedShipping
          ? `${view.selectedShipping.carrier.carrierTitle} - ${view.selectedShipping.carrier.methodTitle}`
          : 'Livraison',
        value: euros(totals.shippingIncl),
      },
      { code: 'tax', title: 'TVA', value: euros(totals.taxAmount) },
      { code: 'grand_total', title: 'Total TTC', value: euros(totals.grandTotal) },
    ],
  };
}
