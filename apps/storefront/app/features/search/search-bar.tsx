import { Icon } from '@vitrine/ui';
import { useEffect, useId, useRef } from 'react';
import { Form } from 'react-router';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { searchMessages } from './search.messages.ts';
import styles from './search.module.css';

/**
 * The header's search bar: a GET form to /search.html so it works before hydration and without
 * JavaScript; focused when it opens.
 */
export function SearchBar({ initialQuery = '' }: { initialQuery?: string }) {
  const intl = useIntl();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);
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
          defaultValue={initialQuery}
          placeholder={intl.formatMessage(searchMessages.placeholder)}
          autoComplete="off"
          enterKeyHint="search"
          required
          className={styles.searchInput}
        />
        <button type="submit" className={styles.searchSubmit}>
          {intl.formatMessage(searchMessages.submit)}
        </button>
      </Form>
    </div>
  );
}
