import type { AnchorHTMLAttributes, Ref } from 'react';
import buttonStyles from '../button/button.module.css';
import type { ButtonPriority } from '../button/button.tsx';
import { useText } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { useLinkComponent } from './link-component.tsx';
import { linkMessages } from './link.messages.ts';
import styles from './link.module.css';

/** Props of {@link Link}. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /**
   * `inline` sits in running text (underlined), `standalone` stands alone (underlined on hover),
   * `button` looks like a {@link Button} of `priority` — for navigation that reads as an action.
   * @defaultValue 'inline'
   */
  appearance?: 'inline' | 'standalone' | 'button';
  /** With `appearance="button"`. @defaultValue 'high' */
  priority?: ButtonPriority;
  /** Opens in a new tab, says so to screen readers, and never uses client-side navigation. */
  newTab?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** True for links that leave the storefront (another origin, mail, phone). */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z\d+\-.]*:)?\/\//i.test(href) || /^(?:mailto|tel):/i.test(href);
}

/**
 * A link. Internal links go through the app's link component (client-side navigation); external
 * ones and new-tab links are plain anchors.
 */
export function Link({
  href,
  appearance = 'inline',
  priority = 'high',
  newTab = false,
  className,
  children,
  ...rest
}: LinkProps) {
  const AppLink = useLinkComponent();
  const t = useText();
  const classes = cx(
    appearance === 'button'
      ? cx(buttonStyles.button, buttonStyles[priority])
      : cx(styles.link, styles[appearance]),
    className,
  );
  if (newTab) {
    return (
      <a {...rest} href={href} className={classes} target="_blank" rel="noopener noreferrer">
        {children} <VisuallyHidden>{t(linkMessages.newTab)}</VisuallyHidden>
      </a>
    );
  }
  if (isExternalHref(href)) {
    return (
      <a {...rest} href={href} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <AppLink {...rest} href={href} className={classes}>
      {children}
    </AppLink>
  );
}
