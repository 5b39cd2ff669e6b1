import { describe, expect, it } from 'vitest';
import { toColumns, toMenuTree, withCategoryPromos } from './menu.ts';
import type { RawMenuCategory } from './menu.ts';

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

describe('the menu with and without the category-promo extension', () => {
  const core: RawMenuCategory[] = [
    {
      uid: 'VIT',
      name: 'Vitalité',
      position: 1,
      url_path: 'vitalite',
      url_suffix: '.html',
      children: [
        {
          uid: 'ENE',
          name: 'Énergie',
          position: 1,
          url_path: 'vitalite/energie',
          url_suffix: '.html',
          children: [{ uid: 'MAG', name: 'Magnésium', url_path: 'vitalite/energie/magnesium' }],
        },
      ],
    },
    { uid: 'BEA', name: 'Beauté', position: 2, url_path: 'beaute', url_suffix: '.html' },
  ];

  it('shows no promotion and standard columns from the core tree alone', () => {
    for (const promos of [null, undefined, []]) {
      const tree = toMenuTree(withCategoryPromos(core, promos));
      expect(tree.map(({ skinny, promoHtml }) => ({ skinny, promoHtml }))).toEqual([
        { skinny: false, promoHtml: null },
        { skinny: false, promoHtml: null },
      ]);
      expect(tree[0]?.children[0]?.children[0]?.name).toBe('Magnésium');
    }
  });

  it('merges the promotions and skinny flags by uid at every level, rich content first', () => {
    const tree = toMenuTree(
      withCategoryPromos(core, [
        {
          uid: 'VIT',
          promo_content: '<p>-20 %</p>',
          promo_rich_content: '<div data-content-type="row">-20 %</div>',
          skinny_navigation: true,
          children: [{ uid: 'ENE', promo_content: '<p>Cure</p>', skinny_navigation: false }],
        },
        { uid: 'BEA', promo_content: null, promo_rich_content: '', skinny_navigation: true },
      ]),
    );
    expect(tree[0]).toMatchObject({
      uid: 'VIT',
      skinny: true,
      promoHtml: '<div data-content-type="row">-20 %</div>',
    });
    expect(tree[0]?.children[0]).toMatchObject({ skinny: false, promoHtml: '<p>Cure</p>' });
    expect(tree[0]?.children[0]?.children[0]).toMatchObject({ skinny: false, promoHtml: null });
    expect(tree[1]).toMatchObject({ uid: 'BEA', skinny: true, promoHtml: null });
  });

  it('keeps the core tree as it is: the extension neither adds nor hides categories', () => {
    const tree = toMenuTree(
      withCategoryPromos(core, [
        { uid: 'UNKNOWN', promo_content: '<p>x</p>', skinny_navigation: true },
      ]),
    );
    expect(tree.map((entry) => entry.uid)).toEqual(['VIT', 'BEA']);
    expect(tree.every((entry) => !entry.skinny && entry.promoHtml === null)).toBe(true);
  });
});
