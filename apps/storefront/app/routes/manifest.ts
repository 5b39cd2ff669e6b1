import { webAppManifest } from '../lib/web-app-manifest.ts';

/** `/manifest.webmanifest`: the installable shop's manifest (decision 135). */
export function loader() {
  return new Response(JSON.stringify(webAppManifest()), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
