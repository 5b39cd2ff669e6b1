import { color } from '@vitrine/ui';
import { FALLBACK_STORE_SETTINGS } from './store-settings.ts';

/** The install icons, drawn from `public/favicon.svg` by `scripts/generate-icons.ts`. */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The web app manifest (decision 135): a French shop, opened like an app, in the brand's colours. */
export function webAppManifest() {
  return {
    name: FALLBACK_STORE_SETTINGS.storeGroupName,
    short_name: FALLBACK_STORE_SETTINGS.storeName,
    lang: 'fr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: color.primary,
    background_color: color.bg,
    icons: MANIFEST_ICONS,
  };
}
