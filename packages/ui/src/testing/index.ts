/**
 * Fixtures for stories, component tests and the storefront's integration tests
 * (`@vitrine/ui/testing`).
 */
export { aNeedHelpContact } from './need-help.fixtures.ts';
export { aProductGallery, svgImageUrl } from './images.fixtures.ts';
export { aBreadcrumbTrail, someFilterGroups, someSortOptions } from './catalog.fixtures.ts';
export { aMenuTree } from './menu.fixtures.ts';
