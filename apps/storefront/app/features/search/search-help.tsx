import { Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { POPULAR_SEARCHES } from './popular-searches.ts';
import { searchMessages } from './search.messages.ts';
import styles from './search.module.css';

/** The address of the results for a search. */
export const searchHref = (query: string) => `/search.html?${new URLSearchParams({ query })}`;

/** Stands for the link inside a translated sentence, where the sentence is split around it. */
const SLOT = '\u0000';

/**
 * "Did you mean: magnésium?" with the backend's suggestion (Magento's `Products.suggestions`) as a
 * link; nothing when the backend suggests nothing.
 */
export function DidYouMean({ suggestions }: { suggestions: readonly string[] }) {
  const intl = useIntl();
  const first = suggestions[0];
  if (!first) return null;
  const [before = '', after = ''] = intl
    .formatMessage(searchMessages.didYouMean, { suggestion: SLOT })
    .split(SLOT);
  return (
    <p className={styles.didYouMean}>
      {before}
      <Link to={searchHref(first)} className={styles.didYouMeanLink}>
        {first}
      </Link>
      {after}
    </p>
  );
}

export interface SearchHelpProps {
  /** The search that found nothing; empty when nothing was typed. */
  query: string;
  suggestions: readonly string[];
  /** The main categories (the menu's first level); the part is left out when there are none. */
  categories: ReadonlyArray<{ name: string; href: string }>;
  popular?: readonly string[];
}

/**
 * The page of a search that found nothing: the backend's correction, popular searches and the main
 * ranges, so the shopper always has somewhere to go (issue 20). Each part shows only with content.
 */
export function SearchHelp({
  query,
  suggestions,
  categories,
  popular = POPULAR_SEARCHES,
}: SearchHelpProps) {
  const intl = useIntl();
  const searches = popular.filter((term) => term.toLowerCase() !== query.toLowerCase());
  const parts = [
    {
      key: 'popular',
      title: searchMessages.popular,
      links: searches.map((term) => ({ name: term, href: searchHref(term) })),
    },
    { key: 'categories', title: searchMessages.categories, links: categories },
  ].filter((part) => part.links.length > 0);
  return (
    <div className={styles.help}>
      <p className={styles.hint}>
        {query
          ? `${intl.formatMessage(searchMessages.noResults, { query })} ${intl.formatMessage(searchMessages.tryAgain)}`
          : intl.formatMessage(searchMessages.emptyQuery)}
      </p>
      <DidYouMean suggestions={suggestions} />
      {parts.map((part) => (
        <section
          key={part.key}
          className={styles.helpPart}
          aria-labelledby={`search-help-${part.key}`}
        >
          <h2 id={`search-help-${part.key}`} className={styles.helpTitle}>
            {intl.formatMessage(part.title)}
          </h2>
          <ul className={styles.chips}>
            {part.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={styles.chip}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
