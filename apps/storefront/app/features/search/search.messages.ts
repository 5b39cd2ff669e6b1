import { defineMessages } from '@vitrine/validation';

export const searchMessages = defineMessages({
  label: { id: 'search.label', defaultMessage: 'Search the shop' },
  placeholder: { id: 'search.placeholder', defaultMessage: 'Vitamins, magnesium, sleep…' },
  submit: { id: 'search.submit', defaultMessage: 'Search' },
  suggestions: { id: 'search.suggestions', defaultMessage: 'Suggestions' },
  viewAll: {
    id: 'search.viewAll',
    defaultMessage: 'See all {count, plural, one {# result} other {# results}}',
  },
  noResults: { id: 'search.noResults', defaultMessage: 'No product matches “{query}”.' },
  minimumLength: {
    id: 'search.minimumLength',
    defaultMessage: 'Type at least {count} characters to see suggestions.',
  },
  resultsTitle: { id: 'search.resultsTitle', defaultMessage: 'Results for “{query}”' },
  resultsCount: {
    id: 'search.resultsCount',
    defaultMessage: '{count, plural, =0 {No product} one {# product} other {# products}}',
  },
  emptyQuery: { id: 'search.emptyQuery', defaultMessage: 'Type what you are looking for.' },
  didYouMean: { id: 'search.didYouMean', defaultMessage: 'Did you mean: {suggestion}?' },
  tryAgain: {
    id: 'search.tryAgain',
    defaultMessage: 'Check the spelling, or try a more general word.',
  },
  popular: { id: 'search.popular', defaultMessage: 'Popular searches' },
  categories: { id: 'search.categories', defaultMessage: 'Browse our ranges' },
});
