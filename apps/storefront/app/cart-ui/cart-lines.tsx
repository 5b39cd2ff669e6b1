import type { CartItem } from '@vitrine/cart-core';
import { Icon, Image, Price, QuantityStepper } from '@vitrine/ui';
import { Link } from 'react-router';
import { knownServerMessage } from '../forms/server-messages.ts';
import { useIntl } from '../i18n/shop-intl.tsx';
import { imageUrlBuilder } from '../lib/images.ts';
import { cartMessages } from './cart.messages.ts';
import { LineSubscription } from './line-subscription.tsx';
import styles from './cart.module.css';

const thumbnail = imageUrlBuilder('image-product');

/**
 * The cart's lines; editable (stepper and remove) on the cart page and in the mini cart, with a
 * subscribed line's frequency changeable on the cart page (`onSubscription`).
 */
export function CartLines({
  items,
  onQuantity,
  onRemove,
  onSubscription,
  busy = false,
  compact = false,
}: {
  items: readonly CartItem[];
  onQuantity?: (item: CartItem, quantity: number) => void;
  onRemove?: (item: CartItem) => void;
  onSubscription?: (item: CartItem, frequencyDays: number | null) => void;
  busy?: boolean;
  compact?: boolean;
}) {
  const intl = useIntl();
  return (
    <ul className={compact ? styles.linesCompact : styles.lines}>
      {items.map((item) => (
        <li key={item.uid} className={styles.line}>
          <div className={styles.lineImage}>
            {item.image ? (
              <Image
                src={item.image.url}
                alt=""
                buildUrl={thumbnail}
                widths={[80, 160, 320]}
                sizes="96px"
              />
            ) : null}
          </div>
          <div className={styles.lineBody}>
            <p className={styles.lineName}>
              {item.urlKey ? <Link to={`/${item.urlKey}.html`}>{item.name}</Link> : item.name}
            </p>
            {item.options.length > 0 ? (
              <p className={styles.lineOptions}>
                {item.options
                  .map((option) =>
                    intl.formatMessage(cartMessages.optionValue, {
                      label: option.optionLabel,
                      value: option.valueLabel,
                    }),
                  )
                  .join(' · ')}
              </p>
            ) : null}
            <p className={styles.lineUnit}>
              {intl.formatMessage(cartMessages.unitPrice, {
                price: intl.formatNumber(item.price.amount / 100, {
                  style: 'currency',
                  currency: item.price.currency,
                }),
              })}
            </p>
            {item.subscription ? (
              <LineSubscription
                item={item}
                subscription={item.subscription}
                busy={busy}
                {...(onSubscription ? { onChange: onSubscription } : {})}
              />
            ) : null}
            {item.errors.length > 0 ? (
              <p className={styles.lineError}>
                {item.errors
                  .map((text) => {
                    // The server's line errors are Magento's English: say them in the shop's words.
                    const known = knownServerMessage(text);
                    return intl.formatMessage(known ?? cartMessages.lineUnavailable, known?.values);
                  })
                  .join(' ')}
              </p>
            ) : null}
            <div className={styles.lineActions}>
              {onQuantity ? (
                <QuantityStepper
                  label={{ ...cartMessages.quantity, values: { name: item.name } }}
                  value={item.quantity}
                  min={1}
                  max={99}
                  disabled={busy}
                  onChange={(quantity) => onQuantity(item, quantity)}
                />
              ) : (
                <span className={styles.lineQuantity}>× {item.quantity}</span>
              )}
              {onRemove ? (
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => onRemove(item)}
                  disabled={busy}
                  aria-label={intl.formatMessage(cartMessages.remove, { name: item.name })}
                >
                  <Icon name="close" size={18} />
                </button>
              ) : null}
            </div>
          </div>
          <Price final={item.rowTotal} className={styles.lineTotal} />
        </li>
      ))}
    </ul>
  );
}
