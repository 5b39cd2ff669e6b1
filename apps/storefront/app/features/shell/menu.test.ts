import { describe, expect, it } from 'vitest';
import { toColumns, toMenuTree } from './menu.ts';

describe('the menu tree', () => {
  it('leaves out entries not in the menu and sorts by position, then uid', () => {
    const tree = toMenuTree([
      {
        uid: 'Yg==',
        name: 'Sommeil',
        position: 2,
        include_in_menu: 1,
        url_path: 'sommeil',
        url_suffix: '.html',
      },
      {
        uid: 'YQ==',
        name: 'Vitamines',
        position: 1,
        include_in_menu: 1,
        url_path: 'vitamines',
        url_suffix: '.html',
      },
      {
        uid: 'Yw==',
        name: 'Caché',
        position: 0,
        include_in_menu: 0,
        url_path: 'cache',
        url_suffix: '.html',
      },
      {
        uid: 'ZA==',
        name: 'Immunité',
        position: 2,
        include_in_menu: 1,
        url_path: 'immunite',
        url_suffix: '.html',
      },
    ]);
    expect(tree.map((entry) => entry.name)).toEqual(['Vitamines', 'Sommeil', 'Immunité']);
    expect(tree[0]?.href).toBe('/vitamines.html');
  });

  it('keeps three levels at most, with promo content and the skinny flag', () => {
    const deep = (level: number): Parameters<typeof toMenuTree>[0] => [
      {
        uid: `L${level}`,
        name: `Niveau ${level}`,
        url_path: `n${level}`,
        url_suffix: '.html',
        skinny_navigation: level === 1 ? 1 : 0,
        promo_content: level === 1 ? '<p>Promo</p>' : null,
        children: level < 5 ? deep(level + 1) : [],
      },
    ];
    const tree = toMenuTree(deep(1));
    expect(tree[0]).toMatchObject({ skinny: true, promoHtml: '<p>Promo</p>' });
    expect(tree[0]?.children[0]?.children[0]?.children).toEqual([]);
  });

  it('splits skinny submenus into columns of 6', () => {
    expect(toColumns([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8],
    ]);
  });
});
