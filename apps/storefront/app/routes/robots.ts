import { renderRobots } from '../features/seo/sitemap.ts';
import type { Route } from './+types/robots';

export function loader({ url }: Route.LoaderArgs) {
  return new Response(renderRobots(url.origin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
