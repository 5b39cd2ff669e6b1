import { DEFAULT_STORE_CODE } from '@vitrine/graphql-client';
import { shopContext } from '../context.ts';
import { loadSitemapEntries } from '../features/seo/sitemap.server.ts';
import { renderSitemap } from '../features/seo/sitemap.ts';
import { shopExtensionsOf } from '../lib/shop-extensions.server.ts';
import type { Route } from './+types/sitemap';

export async function loader({ url, context }: Route.LoaderArgs) {
  const origin = url.origin;
  const shop = context.get(shopContext);
  const entries = await loadSitemapEntries(
    shop,
    origin,
    await shopExtensionsOf(shop, DEFAULT_STORE_CODE),
  );
  return new Response(renderSitemap(entries), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
