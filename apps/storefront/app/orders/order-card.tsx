import { Button, Image, Price } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { useId, useState } from 'react';
import { useIntl } from '../i18n/shop-intl.tsx';
import { imageUrlBuilder } from '../lib/images.ts';
import type { OrderStatus, OrderView } from './order.model.ts';
import styles from './orders.module.css';
import { ordersMessages as messages } from './orders.messages.ts';
import { ProductLineName } from './product-line-name.tsx';
import { formatDayDate } from '../lib/format-date.ts';

const thumbnail = imageUrlBuilder('image-product');

const STATUS: Readonly<Record<Exclude<OrderStatus, 'other'>, MessageDescriptor>> = {
  pending: messages.statusPending,
  processing: messages.statusProcessing,
  complete: messages.statusComplete,
  canceled: messages.statusCanceled,
};

/** The order's status as a badge, in the shop's words. */
export function OrderStatusBadge({ order }: { order: OrderView }) {
  const intl = useIntl();
  const label =
    order.status === 'other' ? order.statusLabel : intl.formatMessage(STATUS[order.status]);
  return (
    <span className={styles.status} data-status={order.status}>
      {label}
    </span>
  );
}

/** Lines, delivery, payment and totals of an order. */
export function OrderDetails({ order }: { order: OrderView }) {
  const intl = useIntl();
  return (
    <div className={styles.details}>
      <ul className={styles.lines} aria-label={intl.formatMessage(messages.items)}>
        {order.lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <div className={styles.lineImage}>
              {line.image ? (
                <Image
                  src={line.image}
                  alt=""
                  buildUrl={thumbnail}
                  widths={[80, 160]}
                  sizes="64px"
                />
              ) : null}
            </div>
            <div className={styles.lineBody}>
              <ProductLineName name={line.name} href={line.href} options={line.options} />
              {line.subscription ? (
                <span className={styles.subscription}>
                  {intl.formatMessage(messages.subscriptionItem, {
                    days: line.subscription.frequencyDays,
                  })}
                </span>
              ) : null}
              <span className={styles.lineMeta}>
                {intl.formatMessage(messages.quantity, { count: line.quantity })}
              </span>
            </div>
            <Price final={line.rowTotal} size="sm" />
          </li>
        ))}
      </ul>
      <div className={styles.facts}>
        {order.shippingMethod || order.shippingAddress.length > 0 ? (
          // The method above its address: an order collected at a shop reads as the shop's
          // address (Magento's order names no pickup location), not as a delivery address.
          <section>
            <h3 className={styles.factTitle}>
              {intl.formatMessage(
                order.shippingMethod ? messages.delivery : messages.deliveryAddress,
              )}
            </h3>
            {order.shippingMethod ? <p className={styles.method}>{order.shippingMethod}</p> : null}
            {order.shippingAddress.length > 0 ? (
              <address className={styles.address}>
                {order.shippingAddress.map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </address>
            ) : null}
          </section>
        ) : null}
        {order.parcels.length > 0 ? (
          <section>
            <h3 className={styles.factTitle}>{intl.formatMessage(messages.parcels)}</h3>
            <ul className={styles.parcels}>
              {order.parcels.map((parcel) => (
                <li key={`${parcel.carrier}-${parcel.number}`}>
                  {intl.formatMessage(messages.parcel, {
                    carrier: parcel.carrier,
                    number: parcel.number,
                  })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {order.paymentMethod ? (
          <section>
            <h3 className={styles.factTitle}>{intl.formatMessage(messages.payment)}</h3>
            <p>{order.paymentMethod}</p>
          </section>
        ) : null}
      </div>
      <dl className={styles.totals}>
        <div>
          <dt>{intl.formatMessage(messages.subtotal)}</dt>
          <dd>
            <Price final={order.subtotal} size="sm" />
          </dd>
        </div>
        {order.discounts.map((discount) => (
          <div key={discount.label}>
            <dt>{intl.formatMessage(messages.discount, { label: discount.label })}</dt>
            <dd>
              −<Price final={discount.amount} size="sm" />
            </dd>
          </div>
        ))}
        <div>
          <dt>{intl.formatMessage(messages.shipping)}</dt>
          <dd>
            {order.shipping.amount === 0 ? (
              intl.formatMessage(messages.free)
            ) : (
              <Price final={order.shipping} size="sm" />
            )}
          </dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>{intl.formatMessage(messages.grandTotal)}</dt>
          <dd>
            <Price final={order.grandTotal} />
          </dd>
        </div>
        {order.taxes.map((tax) => (
          <div key={tax.title} className={styles.tax}>
            <dt>{intl.formatMessage(messages.tax, { title: tax.title })}</dt>
            <dd>
              <Price final={tax.amount} size="sm" />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** An order of the history: number, date, status, total, and its details on demand. */
export function OrderCard({
  order,
  initiallyOpen = false,
}: {
  order: OrderView;
  initiallyOpen?: boolean;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(initiallyOpen);
  const detailsId = useId();
  const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <article className={styles.card} aria-labelledby={`${detailsId}-title`}>
      <header className={styles.cardHeader}>
        <div className={styles.cardHeading}>
          <h2 id={`${detailsId}-title`} className={styles.cardTitle}>
            {intl.formatMessage(messages.orderNumber, { number: order.number })}
          </h2>
          <p className={styles.cardMeta}>
            {intl.formatMessage(messages.placedOn, {
              date: formatDayDate(intl, order.placedAt, { dateStyle: 'long' }),
            })}
            {' · '}
            {intl.formatMessage(messages.itemCount, { count })}
          </p>
          {order.isRenewal ? (
            <p className={styles.renewal}>{intl.formatMessage(messages.renewalOrder)}</p>
          ) : null}
        </div>
        <OrderStatusBadge order={order} />
        <p className={styles.cardTotal}>
          <span className={styles.cardMeta}>{intl.formatMessage(messages.total)}</span>
          <Price final={order.grandTotal} />
        </p>
        <Button
          priority="low"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          className={styles.toggle}
        >
          {intl.formatMessage(open ? messages.hideDetails : messages.showDetails)}
        </Button>
      </header>
      <div id={detailsId} hidden={!open}>
        {open ? <OrderDetails order={order} /> : null}
      </div>
    </article>
  );
}
