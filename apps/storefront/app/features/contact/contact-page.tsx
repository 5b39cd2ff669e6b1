import { GenericShimmer, Icon, NeedHelp } from '@vitrine/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { useShopExtension } from '../../lib/shop-extensions.ts';
import { ContactForm } from './contact-form.tsx';
import { contactMessages as messages } from './contact.messages.ts';
import styles from './contact.module.css';
import type { ContactPageData } from './contact.server.ts';
import { localWeekday } from './weekday.ts';

/**
 * The contact area (spec §4): nothing when contact is not enabled, a placeholder while its
 * setting loads, its children when enabled.
 */
export function ContactArea({
  enabled,
  children,
}: {
  /** `null` while the setting loads. */
  enabled: boolean | null;
  children: ReactNode;
}) {
  if (enabled === null) return <GenericShimmer />;
  return enabled ? children : null;
}

/**
 * `/contact-us`: the form (gated by contact_enabled) beside the shop's phone, e-mail and hours
 * when the store gives them.
 */
export function ContactPage({ data }: { data: ContactPageData }) {
  const intl = useIntl();
  // The shop's contact details are store config of extension `store-config-extras`.
  const withNeedHelp = useShopExtension('store-config-extras');
  const weekday = (name: string | null | undefined) =>
    name
      ? localWeekday(name, (date) => intl.formatDate(date, { weekday: 'long', timeZone: 'UTC' }))
      : null;
  const needHelp = data.needHelp
    ? {
        ...data.needHelp,
        startDay: weekday(data.needHelp.startDay),
        endDay: weekday(data.needHelp.endDay),
      }
    : null;
  return (
    <div className={`page-container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.intro)}</p>
      </header>
      <div className={styles.columns}>
        <ContactArea enabled={data.enabled}>
          <section className={styles.card} aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className={styles.cardTitle}>
              {intl.formatMessage(messages.formTitle)}
            </h2>
            <ContactForm consent={data.consent} />
          </section>
        </ContactArea>
        <aside className={styles.aside} aria-labelledby="contact-other-ways">
          <h2 id="contact-other-ways" className={styles.cardTitle}>
            {intl.formatMessage(messages.otherWays)}
          </h2>
          {withNeedHelp ? <NeedHelp contact={needHelp} /> : null}
          <p>
            <Link to="/track-my-order/" className={styles.asideLink}>
              <Icon name="bag" size={18} />
              <span>{intl.formatMessage(messages.trackOrder)}</span>
            </Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
