import { renderRobots } from '../features/seo/sitemap.ts';
import type { Route } from './+types/robots';

export function loader({ request }: Route.LoaderArgs) {
  return new Response(renderRobots(new URL(request.url).origin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
