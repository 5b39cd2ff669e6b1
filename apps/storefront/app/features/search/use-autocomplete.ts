import { useEffect, useState } from 'react';
import type { ProductCardData } from '../../catalog-ui/product-card.model.ts';

/** Suggestions start at this many characters, and wait for a pause in typing. */
export const AUTOCOMPLETE_MIN_LENGTH = 3;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

export interface AutocompleteState {
  status: 'idle' | 'loading' | 'done';
  items: ProductCardData[];
  total: number;
}

/** Product suggestions for what the shopper is typing in the header search. */
export function useAutocomplete(query: string): AutocompleteState {
  const [state, setState] = useState<AutocompleteState>({ status: 'idle', items: [], total: 0 });
  const term = query.trim();
  useEffect(() => {
    if (term.length < AUTOCOMPLETE_MIN_LENGTH) {
      setState({ status: 'idle', items: [], total: 0 });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, status: 'loading' }));
    const timer = setTimeout(() => {
      void import('./autocomplete.client.ts')
        .then(({ fetchSuggestions }) => fetchSuggestions(term))
        .then(
          ({ items, total }) => {
            if (current) setState({ status: 'done', items, total });
          },
          (error: unknown) => {
            console.error('Search suggestions failed', error);
            if (current) setState({ status: 'done', items: [], total: 0 });
          },
        );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term]);
  return state;
}
