/**
 * Marks the resource hints a page's `meta` renders (the lead image's preload). The script starter
 * (decision 017) waits for the marked preload whose media match before it starts the page's scripts.
 */
export const PAGE_HINT_ATTRIBUTE = 'data-page-hint';
