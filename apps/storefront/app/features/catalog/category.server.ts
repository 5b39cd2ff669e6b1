import { GetCategoryData } from '@vitrine/graphql-client';
import type { ShopClient } from '@vitrine/graphql-client';
import { data } from 'react-router';
import { backendUrl } from '../../lib/backend.server.ts';
import { loadQuery } from '../../lib/load-query.ts';
import { parseCmsContent } from '../../cms-content/cms-content.server.ts';
import type { CategoryPageData } from './category-page.tsx';
import { loadListing } from './listing.server.ts';

/** A category page: the category's own data and one page of its products. */
export async function loadCategoryPage(
  shop: ShopClient,
  uid: string,
  url: URL,
): Promise<CategoryPageData> {
  const [result, listing] = await Promise.all([
    loadQuery(shop, GetCategoryData, { uid }),
    loadListing(shop, url, { categoryUid: uid }),
  ]);
  const category = result.categories?.items?.[0];
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router answers with a status this way
  if (!category) throw data({ reason: 'category' }, { status: 404 });
  const path = `/${category.url_path ?? ''}${category.url_suffix ?? '.html'}`;
  return {
    type: 'CATEGORY',
    uid,
    name: category.name ?? '',
    description: category.description ? parseCmsContent(category.description, backendUrl()) : null,
    breadcrumbs: (category.breadcrumbs ?? []).flatMap((crumb) =>
      crumb
        ? [
            {
              label: crumb.category_name ?? '',
              href: `/${crumb.category_url_path ?? ''}${category.url_suffix ?? '.html'}`,
            },
          ]
        : [],
    ),
    metaTitle: category.meta_title ?? null,
    metaDescription: category.meta_description ?? null,
    canonical: new URL(path, url).href,
    listing,
  };
}
