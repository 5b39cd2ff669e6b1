import { useEffect, useId, useRef } from 'react';
import type { RefObject } from 'react';
import { useConsent } from '../consent/consent-context.tsx';
import type { ConsentState, ContentPurpose } from '../consent/consent-context.tsx';
import { consentMessages as messages } from '../consent/consent.messages.ts';
import { useText } from '../i18n/format-message.tsx';
import { Icon } from '../icon/icon.tsx';
import { cx } from '../internal/cx.ts';
import styles from './consent-placeholder.module.css';

/** What the placeholder stands for; each kind names its purpose and its texts. */
export type PlaceholderKind = 'video' | 'map' | 'social' | 'reviews';

const KINDS = {
  video: { purpose: 'videos', title: messages.videoTitle, text: messages.videoText },
  map: { purpose: 'maps', title: messages.mapTitle, text: messages.mapText },
  social: { purpose: 'social', title: messages.socialTitle, text: messages.socialText },
  reviews: { purpose: 'social', title: messages.reviewsTitle, text: messages.reviewsText },
} as const satisfies Record<PlaceholderKind, { purpose: ContentPurpose; [key: string]: unknown }>;

/** The purpose a kind of content needs. */
export function purposeOf(kind: PlaceholderKind): ContentPurpose {
  return KINDS[kind].purpose;
}

/** Props of {@link ConsentPlaceholder}. */
export interface ConsentPlaceholderProps {
  kind: PlaceholderKind;
  /** The third party's name as the visitor knows it (YouTube, Vimeo, OpenStreetMap…). */
  provider: string;
  /** The consent of the content's purpose (from {@link useContentConsent}). */
  consent: Pick<ContentConsent, 'allow' | 'openPreferences'>;
  /** Dark on a video's black box, light elsewhere. @defaultValue 'light' */
  tone?: 'dark' | 'light';
  className?: string;
}

/**
 * What stands in for third-party content the visitor has not allowed: what it is, why it is held
 * back, a button that allows its purpose and shows it, and a link to the preferences. It fills
 * the box the content will take (the caller keeps the size), so allowing it shifts nothing.
 */
export function ConsentPlaceholder({
  kind,
  provider,
  consent,
  tone = 'light',
  className,
}: ConsentPlaceholderProps) {
  const t = useText();
  const titleId = useId();
  const { title, text } = KINDS[kind];
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className={cx(styles.placeholder, tone === 'dark' && styles.dark, className)}
      data-consent-placeholder={kind}
    >
      <div className={styles.content}>
        <p id={titleId} className={styles.title}>
          <Icon name="info" size={18} />
          {t(title, { provider })}
        </p>
        <p className={styles.text}>{t(text, { provider })}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.allow} onClick={consent.allow}>
            {t(messages.allowAndShow)}
          </button>
          {consent.openPreferences ? (
            <button type="button" className={styles.manage} onClick={consent.openPreferences}>
              {t(messages.manage)}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** A purpose's consent for a block of content, with focus kept on the content once allowed. */
export interface ContentConsent<T extends HTMLElement = HTMLElement> extends ConsentState {
  /** Allows the purpose from the placeholder; focus then moves into the content shown. */
  allow: () => void;
  /** Put on the element the content renders in. */
  boxRef: RefObject<T | null>;
}

const FOCUSABLE = 'button, a[href], iframe, video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * {@link useConsent} for a content block: when the visitor allows it from the placeholder, the
 * placeholder (and its focused button) goes away, so focus moves to the first control of the
 * content that replaces it rather than falling back to the page's start.
 */
export function useContentConsent<T extends HTMLElement = HTMLDivElement>(
  kind: PlaceholderKind,
): ContentConsent<T> {
  const consent = useConsent(purposeOf(kind));
  const boxRef = useRef<T>(null);
  const focusNext = useRef(false);
  useEffect(() => {
    if (!consent.granted || !focusNext.current) return;
    focusNext.current = false;
    boxRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [consent.granted]);
  return {
    ...consent,
    boxRef,
    allow: () => {
      focusNext.current = true;
      consent.grant();
    },
  };
}
