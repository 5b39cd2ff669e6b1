import { Icon } from '../icon/icon.tsx';
import { useText } from '../i18n/format-message.tsx';
import type { Translatable } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { Link } from '../link/link.tsx';
import { breadcrumbsMessages } from './breadcrumbs.messages.ts';
import styles from './breadcrumbs.module.css';

/** One step of the trail. */
export interface BreadcrumbItem {
  label: Translatable;
  /** Omitted for the current page. */
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** The trail after Home; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** @defaultValue '/' */
  homeHref?: string;
  className?: string;
}

/**
 * The category trail (spec §2): Home, the parent categories, and the current page marked
 * `aria-current`. On narrow screens it scrolls sideways rather than wrapping onto several lines.
 */
export function Breadcrumbs({ items, homeHref = '/', className }: BreadcrumbsProps) {
  const t = useText();
  const trail: BreadcrumbItem[] = [{ label: breadcrumbsMessages.home, href: homeHref }, ...items];
  return (
    <nav aria-label={t(breadcrumbsMessages.label)} className={cx(styles.breadcrumbs, className)}>
      <ol className={styles.list}>
        {trail.map((item, position) => {
          const last = position === trail.length - 1;
          return (
            <li key={position} className={styles.item}>
              {position > 0 ? (
                <Icon name="chevron-right" size={14} className={styles.separator} />
              ) : null}
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined} className={styles.current}>
                  {t(item.label)}
                </span>
              ) : (
                <Link href={item.href} appearance="standalone" className={styles.link}>
                  {t(item.label)}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
