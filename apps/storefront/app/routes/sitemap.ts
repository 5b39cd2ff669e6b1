import { shopContext } from '../context.ts';
import { loadSitemapEntries } from '../features/seo/sitemap.server.ts';
import { renderSitemap } from '../features/seo/sitemap.ts';
import type { Route } from './+types/sitemap';

export async function loader({ url, context }: Route.LoaderArgs) {
  const origin = url.origin;
  const entries = await loadSitemapEntries(context.get(shopContext), origin);
  return new Response(renderSitemap(entries), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
