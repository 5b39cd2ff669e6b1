import type { Queryable } from '../db/database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { CATEGORY_TREE, LABEL_COLOURS } from './catalog.data.ts';
import type { CategorySeed } from './catalog.data.ts';
import { slugify } from './random.ts';
import { STORE } from './store.constants.ts';
import { inSentence } from './product.text.ts';

/** A seeded category with what the product generator needs. */
export interface SeededCategory {
  id: number;
  parentId: number;
  level: number;
  name: string;
  urlPath: string;
  /** ids from the store root (2) down to this category */
  ancestors: number[];
  actives: string[];
  colour: string;
  topName: string;
}

function promoContent(name: string): string {
  return `<p><strong>Offre découverte :</strong> -15 % sur votre première cure ${inSentence(name)} avec le code BIENVENUE.</p>`;
}

/** Writes the 3-level tree (root 1, store root 2, then ≥8 top categories with two deeper levels). */
export async function seedCategories(db: Queryable): Promise<SeededCategory[]> {
  const rows: unknown[][] = [
    [
      1,
      null,
      '1',
      0,
      0,
      'Root Catalog',
      'root-catalog',
      'root-catalog',
      0,
      null,
      false,
      null,
      null,
    ],
    [
      STORE.rootCategoryId,
      1,
      `1/${STORE.rootCategoryId}`,
      1,
      1,
      'Catalogue Orsalis',
      'catalogue-orsalis',
      'catalogue-orsalis',
      1,
      null,
      false,
      null,
      null,
    ],
  ];
  const seeded: SeededCategory[] = [];
  let nextId = 3;
  const walk = (
    nodes: CategorySeed[],
    parent: { id: number; path: string; urlPath: string; ancestors: number[] },
    level: number,
    colour: string | undefined,
    top: string | undefined,
  ) => {
    nodes.forEach((node, index) => {
      const id = nextId++;
      const urlKey = slugify(node.name);
      const urlPath = parent.urlPath ? `${parent.urlPath}/${urlKey}` : urlKey;
      const path = `${parent.path}/${id}`;
      const ownColour = colour ?? LABEL_COLOURS[index % LABEL_COLOURS.length] ?? '#3b7ea1';
      const topName = top ?? node.name;
      const description = `<p>${node.description}</p><p>Formulés et contrôlés en France par Maison Orsalis.</p>`;
      rows.push([
        id,
        parent.id,
        path,
        level,
        index + 1,
        node.name,
        urlKey,
        urlPath,
        node.includeInMenu === false ? 0 : 1,
        description,
        node.skinny === true,
        level === 2 ? promoContent(node.name) : null,
        level === 2
          ? `<div data-content-type="row" data-appearance="contained" data-element="main"><div data-content-type="text" data-appearance="default" data-element="main">${promoContent(node.name)}</div></div>`
          : null,
      ]);
      const ancestors = [...parent.ancestors, id];
      seeded.push({
        id,
        parentId: parent.id,
        level,
        name: node.name,
        urlPath,
        ancestors,
        actives: node.actives ?? [],
        colour: ownColour,
        topName,
      });
      if (node.children)
        walk(node.children, { id, path, urlPath, ancestors }, level + 1, ownColour, topName);
    });
  };
  walk(
    CATEGORY_TREE,
    {
      id: STORE.rootCategoryId,
      path: `1/${STORE.rootCategoryId}`,
      urlPath: '',
      ancestors: [STORE.rootCategoryId],
    },
    2,
    undefined,
    undefined,
  );

  const withMeta = rows.map((row) => {
    const name = String(row[5]);
    return [
      ...row,
      `${name} | Orsalis`,
      `${inSentence(name)}, compléments alimentaires`,
      `Découvrez notre sélection ${inSentence(name)} : compléments alimentaires Orsalis formulés en France.`,
    ];
  });
  // Top categories get a drawn banner (served by /media/catalog/category/<url_key>.png).
  const banners = seeded.filter((category) => category.level === 2);
  for (const row of withMeta) {
    const banner = banners.find((category) => category.id === row[0]);
    row.push(banner ? `${String(row[6])}.png` : null);
  }
  await bulkInsert(
    db,
    'media_asset',
    ['path', 'spec'],
    banners.map((category) => [
      `catalog/category/${category.urlPath}.png`,
      JSON.stringify({ kind: 'banner', title: category.name, colour: category.colour }),
    ]),
    { spec: 'jsonb' },
  );
  await bulkInsert(
    db,
    'category',
    [
      'category_id',
      'parent_id',
      'path',
      'level',
      'position',
      'name',
      'url_key',
      'url_path',
      'include_in_menu',
      'description',
      'skinny_navigation',
      'promo_content',
      'promo_rich_content',
      'meta_title',
      'meta_keywords',
      'meta_description',
      'image',
    ],
    withMeta,
  );
  return seeded;
}
