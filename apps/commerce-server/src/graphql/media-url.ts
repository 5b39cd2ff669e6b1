import type { RequestContext } from './context.ts';

/**
 * Base URL of /media as seen by the client: the configured PUBLIC_URL when set (behind a proxy),
 * else the origin the request came in on, so a server on a random test port links to itself.
 */
export function mediaBaseUrl(context: Pick<RequestContext, 'request' | 'services'>): string {
  const configured = context.services.config.publicUrl;
  const origin = configured ?? new URL(context.request.url).origin;
  return `${origin.replace(/\/$/, '')}/media/`;
}

/** Rewrites Magento `{{media url=…}}` directives of CMS content to absolute URLs. */
export function renderMediaDirectives(html: string, base: string): string {
  return html.replace(
    /\{\{media url=["']?([^"'}\s]+)["']?\}\}/g,
    (_, path: string) => `${base}${path.replace(/^\//, '')}`,
  );
}
