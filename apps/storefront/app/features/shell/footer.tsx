import type { MessageDescriptor } from '@vitrine/validation';
import { DeferredSubtree } from '@vitrine/ui';
import { memo } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { ConsentPreferencesLink } from '../../privacy/consent-root.tsx';
import { shellMessages } from './shell.messages.ts';
import styles from './shell.module.css';
import type { StoreSettings } from '../../lib/store-settings.ts';
import { STORE_LIST_PATH, useStoreListPath } from '../../lib/store-locator.ts';

/** The brand's social pages (spec §2 footer). */
export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/maisonorsalis',
  instagram: 'https://www.instagram.com/maisonorsalis',
} as const;

interface FooterEntry {
  label: MessageDescriptor;
  /** Most entries are plain labels (spec §2). */
  to?: string;
  /** Shown only when the shop has a store locator. */
  storeLocator?: boolean;
}

const GROUPS: { title: MessageDescriptor; entries: FooterEntry[] }[] = [
  {
    title: shellMessages.footerAccount,
    entries: [
      { label: shellMessages.footerSignIn, to: '/sign-in' },
      { label: shellMessages.footerRegister, to: '/create-account' },
      { label: shellMessages.footerOrderStatus, to: '/track-my-order/' },
      { label: shellMessages.footerReturns },
    ],
  },
  {
    title: shellMessages.footerAbout,
    entries: [
      { label: shellMessages.footerAboutUs, to: '/about-us' },
      { label: shellMessages.footerOurStory },
      { label: shellMessages.footerEmailSignup },
      { label: shellMessages.footerGiveBack },
    ],
  },
  {
    title: shellMessages.footerHelp,
    entries: [
      { label: shellMessages.footerCustomerService, to: '/customer-service' },
      { label: shellMessages.footerContactUs, to: '/contact-us' },
      { label: shellMessages.storeLocator, to: STORE_LIST_PATH, storeLocator: true },
    ],
  },
];

/** The full footer (spec §2): link groups, newsletter, callout, social links, legal text. */
export const Footer = memo(function Footer({
  store,
  newsletter,
}: {
  store: StoreSettings;
  /** The newsletter block, shown only when the store enables it. */
  newsletter?: ReactNode;
}) {
  const intl = useIntl();
  const hasStoreList = useStoreListPath() !== null;
  return (
    <footer className={styles.footer}>
      {/* Below the fold: hydrated after the page (decision 018). */}
      <DeferredSubtree className={styles.footerInner}>
        <div className={styles.footerGroups}>
          {GROUPS.map((group) => (
            <section key={group.title.id} className={styles.footerGroup}>
              <h2 className={styles.footerTitle}>{intl.formatMessage(group.title)}</h2>
              <ul>
                {group.entries
                  .filter((entry) => hasStoreList || !entry.storeLocator)
                  .map((entry) => (
                    <li key={entry.label.id}>
                      {entry.to ? (
                        <Link to={entry.to} className={styles.footerLink}>
                          {intl.formatMessage(entry.label)}
                        </Link>
                      ) : (
                        <span className={styles.footerLabel}>
                          {intl.formatMessage(entry.label)}
                        </span>
                      )}
                    </li>
                  ))}
              </ul>
            </section>
          ))}
          {store.newsletterEnabled && newsletter ? (
            <section className={styles.footerNewsletter}>{newsletter}</section>
          ) : null}
        </div>
        <div className={styles.footerCallout}>
          <p>{intl.formatMessage(shellMessages.footerCallout)}</p>
          <ul
            className={styles.social}
            aria-label={intl.formatMessage(shellMessages.footerFollowUs)}
          >
            <li>
              <a href={SOCIAL_LINKS.facebook} rel="noopener" className={styles.footerLink}>
                {intl.formatMessage(shellMessages.footerFacebook, { storeName: store.storeName })}
              </a>
            </li>
            <li>
              <a href={SOCIAL_LINKS.instagram} rel="noopener" className={styles.footerLink}>
                {intl.formatMessage(shellMessages.footerInstagram, { storeName: store.storeName })}
              </a>
            </li>
          </ul>
        </div>
        <p className={styles.legal}>{intl.formatMessage(shellMessages.footerLegal)}</p>
        <p className={styles.copyright}>
          {store.copyright}
          {' · '}
          <Link to="/mentions-legales" className={styles.footerLink}>
            {intl.formatMessage(shellMessages.footerLegalNotice)}
          </Link>
          {' · '}
          <ConsentPreferencesLink className={styles.footerButton} />
        </p>
      </DeferredSubtree>
    </footer>
  );
});
