import { selectCart, selectIsLoading, selectIsUpdatingItem } from '@vitrine/cart-core';
import { SidePanel } from '@vitrine/ui';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { ShopRuntime } from '../../shop/runtime.client.ts';
import { useRuntime } from '../../shop/runtime-context.tsx';
import { CartLines } from './cart-lines.tsx';
import { CartTotals } from './cart-totals.tsx';
import { cartMessages } from './cart.messages.ts';
import styles from './cart.module.css';

function MiniCartContent({ runtime, onClose }: { runtime: ShopRuntime; onClose: () => void }) {
  const intl = useIntl();
  const cart = useSelector(runtime.cart, selectCart);
  const loading = useSelector(runtime.cart, selectIsLoading);
  const updating = useSelector(runtime.cart, selectIsUpdatingItem);
  if (!cart && loading)
    return <p className={styles.hint}>{intl.formatMessage(cartMessages.loading)}</p>;
  if (!cart || cart.items.length === 0)
    return <p className={styles.hint}>{intl.formatMessage(cartMessages.empty)}</p>;
  return (
    <div className={styles.miniCart}>
      <CartLines
        compact
        items={cart.items}
        busy={updating}
        onRemove={(item) => runtime.cart.send({ type: 'item.remove', itemUid: item.uid })}
      />
      <CartTotals cart={cart} />
      <div className={styles.miniCartActions}>
        <Link to="/checkout" className={styles.primaryLink} onClick={onClose}>
          {intl.formatMessage(cartMessages.checkout)}
        </Link>
        <Link to="/cart" className={styles.secondaryLink} onClick={onClose}>
          {intl.formatMessage(cartMessages.viewCart)}
        </Link>
      </div>
    </div>
  );
}

function MiniCartLoading() {
  const intl = useIntl();
  return <p className={styles.hint}>{intl.formatMessage(cartMessages.loading)}</p>;
}

/** The mini cart in the side panel: the lines, the totals, the way to the cart and checkout. */
export function MiniCart({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { runtime } = useRuntime();
  return (
    <SidePanel isOpen={isOpen} onClose={onClose} title={cartMessages.miniCartTitle}>
      {runtime ? <MiniCartContent runtime={runtime} onClose={onClose} /> : <MiniCartLoading />}
    </SidePanel>
  );
}
