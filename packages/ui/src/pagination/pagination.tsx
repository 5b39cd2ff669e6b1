import { Icon } from '../icon/icon.tsx';
import { useFormatMessage, useText } from '../i18n/format-message.tsx';
import { cx } from '../internal/cx.ts';
import { Link } from '../link/link.tsx';
import { paginationMessages } from './pagination.messages.ts';
import styles from './pagination.module.css';

/** A page number, or a gap in the range. */
export type PaginationItem = number | 'gap';

/**
 * The pages to show: always the first and last, `siblings` pages around the current one, and a
 * gap where pages are skipped (a gap never hides a single page: that page is shown instead).
 */
export function paginationRange(current: number, total: number, siblings = 1): PaginationItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  const start = Math.max(2, page - siblings);
  const end = Math.min(total - 1, page + siblings);
  const items: PaginationItem[] = [1];
  if (start > 3) items.push('gap');
  else for (let n = 2; n < start; n++) items.push(n);
  for (let n = start; n <= end; n++) items.push(n);
  if (end < total - 2) items.push('gap');
  else for (let n = end + 1; n < total; n++) items.push(n);
  if (total > 1) items.push(total);
  return items;
}

/** Props of {@link Pagination}. */
export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** The URL of a page (`?page=2`), so every page is a crawlable link. */
  getHref: (page: number) => string;
  className?: string;
}

/** Page links for category and search results (spec §2), with previous and next. */
export function Pagination({ currentPage, totalPages, getHref, className }: PaginationProps) {
  const t = useText();
  const formatMessage = useFormatMessage();
  if (totalPages <= 1) return null;
  const items = paginationRange(currentPage, totalPages);
  return (
    <nav aria-label={t(paginationMessages.label)} className={cx(styles.pagination, className)}>
      {currentPage > 1 ? (
        <Link
          href={getHref(currentPage - 1)}
          appearance="standalone"
          className={styles.step}
          rel="prev"
        >
          <Icon name="chevron-left" size={20} label={t(paginationMessages.previous)} />
        </Link>
      ) : (
        <span className={cx(styles.step, styles.disabled)} aria-hidden="true">
          <Icon name="chevron-left" size={20} />
        </span>
      )}
      <ol className={styles.pages}>
        {items.map((item, position) =>
          item === 'gap' ? (
            <li key={`gap-${position}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={getHref(item)}
                appearance="standalone"
                className={cx(styles.page, item === currentPage && styles.current)}
                aria-current={item === currentPage ? 'page' : undefined}
                aria-label={formatMessage(paginationMessages.page, { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {currentPage < totalPages ? (
        <Link
          href={getHref(currentPage + 1)}
          appearance="standalone"
          className={styles.step}
          rel="next"
        >
          <Icon name="chevron-right" size={20} label={t(paginationMessages.next)} />
        </Link>
      ) : (
        <span className={cx(styles.step, styles.disabled)} aria-hidden="true">
          <Icon name="chevron-right" size={20} />
        </span>
      )}
    </nav>
  );
}
