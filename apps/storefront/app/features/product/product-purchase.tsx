import { Button, Price, QuantityStepper, RadioGroup, SubscriptionOffer } from '@vitrine/ui';
import { useState } from 'react';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { AddToCartRequest } from '../../cart-ui/use-add-to-cart.ts';
import { productMessages } from './product.messages.ts';
import { quantityBounds } from './product.model.ts';
import type { ProductPageData, VariantView } from './product.model.ts';
import styles from './product-page.module.css';
import type { Selection } from './variants.ts';
import { isValueAvailable, selectedOptionUids, valuePrice } from './variants.ts';
import { subscriptionPriceOf } from './subscription-offer.ts';
import { subscriptionMessages } from '../../cart-ui/subscription.messages.ts';

/**
 * Price, stock, options, quantity and the add-to-cart button. The chosen variant (or the product
 * itself) decides price, stock and what is added.
 */
export function ProductPurchase({
  product,
  view,
  selection,
  onSelect,
  onAddToCart,
}: {
  product: ProductPageData;
  view: VariantView;
  selection: Selection;
  onSelect: (code: string, valueUid: string) => void;
  onAddToCart: (request: AddToCartRequest) => Promise<boolean>;
}) {
  const intl = useIntl();
  const bounds = quantityBounds(view);
  const [chosen, setQuantity] = useState(bounds.min);
  // Another variant may have fewer units left than the quantity chosen for the previous one.
  const quantity = Math.min(chosen, bounds.max);
  const [adding, setAdding] = useState(false);
  // One-time is chosen first (opt-in, issue 22); the frequency defaults to the shortest.
  const [subscribed, setSubscribed] = useState(false);
  const offer = product.subscriptionOffer;
  const [frequency, setFrequency] = useState<string | null>(null);
  const subscriptionDays = offer && subscribed ? Number(frequency ?? offer.frequencies[0]) : null;
  const complete = product.options.every((option) => selection[option.code]);
  const canAdd = view.inStock && complete && !adding;

  const add = async () => {
    setAdding(true);
    try {
      await onAddToCart({
        sku: product.isConfigurable ? view.sku : product.sku,
        parentSku: product.isConfigurable ? product.sku : null,
        selectedOptions: selectedOptionUids(product.options, selection),
        quantity,
        name: product.name,
        subscriptionDays,
      });
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className={styles.purchase}>
      <Price final={view.finalPrice} regular={view.regularPrice} size="lg" />
      <p className={view.inStock ? styles.inStock : styles.outOfStock}>
        {view.inStock
          ? view.onlyXLeft
            ? intl.formatMessage(productMessages.onlyXLeft, { count: view.onlyXLeft })
            : intl.formatMessage(productMessages.inStock)
          : intl.formatMessage(productMessages.outOfStock)}
      </p>
      {product.options.map((option) => (
        <RadioGroup
          key={option.code}
          className={styles.option}
          legend={option.label}
          name={`option-${option.code}`}
          value={selection[option.code] ?? null}
          onChange={(value) => onSelect(option.code, value)}
          options={option.values.map((value) => {
            const available = isValueAvailable(
              product.options,
              product.variants,
              selection,
              option.code,
              value.uid,
            );
            if (!available) {
              return {
                value: value.uid,
                swatch: value.swatch,
                label: intl.formatMessage(productMessages.unavailable, { value: value.label }),
              };
            }
            // The price beside the choice, as the variant it leads to has it (issue 20).
            const cost = valuePrice(
              product.options,
              product.variants,
              selection,
              option.code,
              value.uid,
              (variant) => variant.finalPrice,
            );
            return {
              value: value.uid,
              swatch: value.swatch,
              label: cost
                ? intl.formatMessage(
                    cost.varies ? productMessages.optionFromPrice : productMessages.optionPrice,
                    {
                      value: value.label,
                      price: intl.formatNumber(cost.price.amount / 100, {
                        style: 'currency',
                        currency: cost.price.currency,
                      }),
                    },
                  )
                : value.label,
            };
          })}
        />
      ))}
      {offer ? (
        <SubscriptionOffer
          className={styles.subscriptionOffer}
          oneTimePrice={view.finalPrice}
          subscriptionPrice={subscriptionPriceOf(offer, view, product.base.uid)}
          frequencies={offer.frequencies.map((days) => ({
            value: String(days),
            label: intl.formatMessage(subscriptionMessages.every, { days }),
          }))}
          subscribed={subscribed}
          frequency={frequency}
          onSubscribedChange={setSubscribed}
          onFrequencyChange={setFrequency}
        />
      ) : null}
      <div className={styles.buy}>
        <QuantityStepper
          label={productMessages.quantity}
          value={quantity}
          min={bounds.min}
          max={bounds.max}
          onChange={setQuantity}
        />
        <Button
          priority="high"
          className={styles.addToCart}
          disabled={!canAdd}
          busy={adding}
          onClick={() => void add()}
        >
          {intl.formatMessage(adding ? productMessages.addingToCart : productMessages.addToCart)}
        </Button>
      </div>
    </div>
  );
}
