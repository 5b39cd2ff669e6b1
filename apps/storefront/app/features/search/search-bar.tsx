import { Icon, Image, Price } from '@vitrine/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { imageUrlBuilder } from '../../lib/images.ts';
import { searchMessages } from './search.messages.ts';
import styles from './search.module.css';
import { AUTOCOMPLETE_MIN_LENGTH, useAutocomplete } from './use-autocomplete.ts';

const thumbnail = imageUrlBuilder('image-product');

/**
 * The header's search bar: a GET form to /search.html, so it works before hydration, with
 * product suggestions while typing, announced politely to screen readers.
 */
export function SearchBar({ initialQuery = '' }: { initialQuery?: string }) {
  const intl = useIntl();
  const inputId = useId();
  const resultsId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const suggestions = useAutocomplete(query);
  useEffect(() => {
    input.current?.focus();
  }, []);
  const term = query.trim();
  return (
    <div className={styles.searchBar}>
      <Form method="get" action="/search.html" role="search" className={styles.searchForm}>
        <label htmlFor={inputId} className={styles.srOnly}>
          {intl.formatMessage(searchMessages.label)}
        </label>
        <Icon name="search" size={20} />
        <input
          ref={input}
          id={inputId}
          name="query"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={intl.formatMessage(searchMessages.placeholder)}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={resultsId}
          required
          className={styles.searchInput}
        />
        <button type="submit" className={styles.searchSubmit}>
          {intl.formatMessage(searchMessages.submit)}
        </button>
      </Form>
      <div id={resultsId} className={styles.suggestions} aria-live="polite">
        {term.length > 0 && term.length < AUTOCOMPLETE_MIN_LENGTH ? (
          <p className={styles.suggestionHint}>
            {intl.formatMessage(searchMessages.minimumLength, { count: AUTOCOMPLETE_MIN_LENGTH })}
          </p>
        ) : null}
        {suggestions.status === 'done' && suggestions.items.length === 0 ? (
          <p className={styles.suggestionHint}>
            {intl.formatMessage(searchMessages.noResults, { query: term })}
          </p>
        ) : null}
        {suggestions.items.length > 0 ? (
          <>
            <h2 className={styles.suggestionTitle}>
              {intl.formatMessage(searchMessages.suggestions)}
            </h2>
            <ul className={styles.suggestionList}>
              {suggestions.items.map((product) => (
                <li key={product.uid}>
                  <Link to={product.href} className={styles.suggestion}>
                    {product.imageUrl ? (
                      <Image
                        src={product.imageUrl}
                        alt=""
                        buildUrl={thumbnail}
                        widths={[80, 160]}
                        sizes="56px"
                        className={styles.suggestionImage}
                      />
                    ) : null}
                    <span className={styles.suggestionName}>{product.name}</span>
                    <Price final={product.finalPrice} regular={product.regularPrice} size="sm" />
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={`/search.html?query=${encodeURIComponent(term)}`} className={styles.viewAll}>
              {intl.formatMessage(searchMessages.viewAll, { count: suggestions.total })}
            </Link>
          </>
        ) : null}
      </div>
    </div>
  );
}
