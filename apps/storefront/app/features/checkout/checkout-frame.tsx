import { Shimmer } from '@vitrine/ui';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { STEPS } from './checkout-steps.tsx';
import { checkoutMessages } from './checkout.messages.ts';
import styles from './checkout.module.css';
import { pickupMessages } from './pickup.messages.ts';
import { StepSection } from './step-section.tsx';
import type { PickupOffer } from './use-pickup-shops.ts';

/**
 * What the server draws of the checkout, and what stays until the cart has come (decision 179):
 * the page's title, the summary's box, the five steps with their titles and the first one open.
 * When "Retrait en boutique" is offered, the first step's question is drawn too: it is the
 * largest text the step shows, so the page's largest paint is the server's. The filled-in page
 * replaces these elements (other elements, not moved ones), so nothing shifts.
 */
export function CheckoutFrame({ pickupOffered = null }: { pickupOffered?: PickupOffer }) {
  const intl = useIntl();
  return (
    <div className={styles.layout} aria-busy="true">
      <h1 className={styles.heading}>{intl.formatMessage(checkoutMessages.heading)}</h1>
      <div className={`${styles.summary} ${styles.summaryPending}`}>
        <Shimmer height="100%" />
      </div>
      <p className={styles.visuallyHidden} role="status">
        {intl.formatMessage(checkoutMessages.loading)}
      </p>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <StepSection
            key={step.key}
            number={index + 1}
            total={STEPS.length}
            title={step.title}
            status={index === 0 ? 'current' : 'upcoming'}
          >
            {index === 0 ? (
              <>
                {pickupOffered ? (
                  <p className={styles.choicesLegend}>{intl.formatMessage(pickupMessages.mode)}</p>
                ) : null}
                <Shimmer height="12rem" />
              </>
            ) : null}
          </StepSection>
        ))}
      </ol>
    </div>
  );
}
