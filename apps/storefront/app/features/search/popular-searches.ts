/**
 * The popular searches the empty search page offers (decision 122). They are catalogue words, in
 * the store view's language like the product names they find, not interface copy: each is checked
 * to find products by a journey. The merchant edits this list.
 */
export const POPULAR_SEARCHES: readonly string[] = [
  'Magnésium',
  'Vitamine D',
  'Sommeil',
  'Collagène',
  'Oméga 3',
  'Immunité',
];
