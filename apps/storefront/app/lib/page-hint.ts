/**
 * Marks the resource hints a page's `meta` renders (the lead image's preload). The browser runtime
 * keeps them when it clears the hints React added to the head itself (`prepareDocumentForHydration`):
 * they belong to the tree it hydrates.
 */
export const PAGE_HINT_ATTRIBUTE = 'data-page-hint';
