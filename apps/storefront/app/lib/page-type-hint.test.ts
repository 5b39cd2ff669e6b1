import { describe, expect, it } from 'vitest';
import { hintedPageType, menuCategoryPaths, pageTypeState } from './page-type-hint.ts';

const known = {
  categoryPaths: menuCategoryPaths([
    {
      href: '/complements.html',
      children: [{ href: '/complements/vitamines.html', children: [] }],
    },
  ]),
  categoryUrlSuffix: '.html',
};

describe('hintedPageType', () => {
  it('takes the page type the link named', () => {
    expect(
      hintedPageType({ pathname: '/vitamine-d3.html', state: pageTypeState('PRODUCT') }, known),
    ).toBe('PRODUCT');
  });

  it('ignores a state that names no placeholder', () => {
    expect(
      hintedPageType({ pathname: '/vitamine-d3.html', state: { pageType: 'STORE' } }, known),
    ).toBeNull();
    expect(hintedPageType({ pathname: '/x', state: 'PRODUCT' }, known)).toBeNull();
  });

  it('knows the menu’s categories at every level', () => {
    expect(hintedPageType({ pathname: '/complements.html' }, known)).toBe('CATEGORY');
    expect(hintedPageType({ pathname: '/complements/vitamines.html' }, known)).toBe('CATEGORY');
  });

  it('takes a path of several segments with the category suffix for a category', () => {
    expect(hintedPageType({ pathname: '/complements/vitamines/d3.html' }, known)).toBe('CATEGORY');
  });

  it('draws the home page and the fixed CMS routes as CMS pages', () => {
    expect(hintedPageType({ pathname: '/' }, known)).toBe('CMS_PAGE');
    expect(hintedPageType({ pathname: '/about-us/' }, known)).toBe('CMS_PAGE');
    expect(hintedPageType({ pathname: '/customer-service' }, known)).toBe('CMS_PAGE');
  });

  it('leaves anything else to the generic loader', () => {
    expect(hintedPageType({ pathname: '/vitamine-d3.html' }, known)).toBeNull();
    expect(hintedPageType({ pathname: '/cart' }, known)).toBeNull();
    expect(hintedPageType({ pathname: '/search.html' }, known)).toBeNull();
  });
});
