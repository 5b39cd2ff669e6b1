import { Fragment } from 'react';
import { Dropdown } from '../dropdown/dropdown.tsx';
import { Icon } from '../icon/icon.tsx';
import { useFormatMessage, useLocale } from '../i18n/format-message.tsx';
import { Shimmer } from '../shimmer/shimmer.tsx';
import { localWeekday, timeValues } from './need-help.format.ts';
import { needHelpMessages } from './need-help.messages.ts';
import styles from './need-help.module.css';

/** The store's need-help contact (spec §3), as the storefront maps it from store config. */
export interface NeedHelpContact {
  email?: string | null;
  phoneNumber?: string | null;
  startDay?: string | null;
  endDay?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  /**
   * IANA zone, e.g. `Europe/Paris`: shown by its city ("heure de Paris"), not as the id, which
   * reads as jargon to a shopper (spec §9, issue 20).
   */
  timezone?: string | null;
}

/** Props of {@link NeedHelp}. */
export interface NeedHelpProps {
  contact: NeedHelpContact | null;
  isLoading?: boolean;
  /** The contact query failed. */
  hasError?: boolean;
}

/** `America/New_York` → `America/New York` (spec §9). */
export function displayTimezone(timezone: string): string {
  return timezone.replace(/_/g, ' ');
}

/** The city that names a zone: `America/New_York` → `New York`, `Europe/Paris` → `Paris`. */
export function timezoneCity(timezone: string): string {
  return displayTimezone(timezone.slice(timezone.lastIndexOf('/') + 1));
}

/**
 * The need-help content: opening hours, phone and e-mail links. It shows the spec's error text when
 * the query failed or there is neither an e-mail nor a phone.
 */
export function NeedHelp({ contact, isLoading = false, hasError = false }: NeedHelpProps) {
  const formatMessage = useFormatMessage();
  const locale = useLocale();
  if (isLoading) {
    return (
      <div className={styles.content} aria-busy="true">
        <Shimmer width="14rem" />
        <Shimmer width="11rem" />
        <Shimmer width="12rem" />
      </div>
    );
  }
  if (hasError || !contact || (!contact.email && !contact.phoneNumber)) {
    return <p className={styles.error}>{formatMessage(needHelpMessages.error)}</p>;
  }
  const { email, phoneNumber, startDay, endDay } = contact;
  const start = timeValues(contact.startTime ?? '');
  const end = timeValues(contact.endTime ?? '');
  const hasHours = startDay && endDay && start && end;
  const linkIn = (message: string, value: string, href: string) => {
    // Split the translated sentence around the value so the value alone is the link target text.
    const [before = '', after = ''] = message.split('\u0000');
    return (
      <Fragment>
        {before}
        <a className={styles.link} href={href}>
          {value}
        </a>
        {after}
      </Fragment>
    );
  };
  return (
    <div className={styles.content}>
      {hasHours ? (
        <p className={styles.line}>
          <Icon name="clock" size={18} />
          <span>
            {formatMessage(
              contact.timezone ? needHelpMessages.hoursInZone : needHelpMessages.hours,
              {
                startDay: localWeekday(startDay, locale),
                endDay: localWeekday(endDay, locale),
                startTime: formatMessage(needHelpMessages.time, start),
                endTime: formatMessage(needHelpMessages.time, end),
                zone: contact.timezone ? timezoneCity(contact.timezone) : '',
              },
            )}
          </span>
        </p>
      ) : null}
      {phoneNumber ? (
        <p className={styles.line}>
          <Icon name="phone" size={18} />
          <span>
            {linkIn(
              formatMessage(needHelpMessages.phone, { value: '\u0000' }),
              phoneNumber,
              `tel:${phoneNumber.replace(/[^\d+]/g, '')}`,
            )}
          </span>
        </p>
      ) : null}
      {email ? (
        <p className={styles.line}>
          <Icon name="mail" size={18} />
          <span>
            {linkIn(
              formatMessage(needHelpMessages.email, { value: '\u0000' }),
              email,
              `mailto:${email}`,
            )}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link NeedHelpDropdown}. */
export interface NeedHelpDropdownProps extends NeedHelpProps {
  /** Fetch the contact: the dropdown calls it on first open (spec §4). */
  onFirstOpen?: () => void;
}

/** The checkout header's 'Need Help?' dropdown. */
export function NeedHelpDropdown({ onFirstOpen, ...props }: NeedHelpDropdownProps) {
  return (
    <Dropdown label={needHelpMessages.trigger} onFirstOpen={onFirstOpen}>
      <NeedHelp {...props} />
    </Dropdown>
  );
}
