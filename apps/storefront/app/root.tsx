import '@vitrine/ui/tokens.css';
import './styles/app.css';
import { DEFAULT_STORE_CODE, GetShopConfig, GetStoreConfigData } from '@vitrine/graphql-client';
import type { ShopExtension } from '@vitrine/graphql-client';
import { color } from '@vitrine/ui';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { shopContext } from './context.ts';
import { MANIFEST_PATH } from './lib/service-worker-protocol.ts';
import type { PrivacySettings } from './privacy/privacy.ts';
import { loadPrivacySettings } from './privacy/privacy.server.ts';
import { AppProviders } from './features/shell/app-providers.tsx';
import { MaskedErrorShell } from './features/shell/masked-error-shell.tsx';
import { loadMenu } from './features/shell/menu.server.ts';
import type { MenuCategory } from './lib/menu.ts';
import { Shell } from './features/shell/shell.tsx';
import { SHELL_PARTS } from './shell-parts.tsx';
import {
  FALLBACK_STORE_SETTINGS,
  isWishlistEnabled,
  renderCopyright,
} from './lib/store-settings.ts';
import type { StoreSettings } from './lib/store-settings.ts';
import { ensureCatalogue, getCatalogue } from './i18n/catalogue-store.ts';
import { DEFAULT_LOCALE, resolveLocale, toHtmlLang } from './i18n/locales.ts';
import type { ShopLocale } from './i18n/locales.ts';
import { shopExtensionsOf } from './lib/shop-extensions.server.ts';
import { shopMiddleware } from './lib/shop.server.ts';
import { configuredAdminOrigin } from './lib/admin-origin.server.ts';
import { useAdminPreview } from './features/shell/use-admin-preview.ts';

export const middleware = [shopMiddleware];

export interface RootData {
  locale: ShopLocale;
  store: StoreSettings;
  menu: MenuCategory[];
  /** The backend's extension modules (decision 100): features needing others are hidden. */
  extensions: ShopExtension[];
  /** What the consent banner asks beyond third-party content (anti-bot, audience measurement). */
  privacy: PrivacySettings;
  /** The admin origin whose preview messages the page accepts (`ADMIN_ORIGIN`), or null. */
  adminOrigin: string | null;
}

/**
 * What every page needs: store settings, the menu tree and the locale's catalogue. Never fails:
 * with the backend unreachable the shell still renders and the page shows its own error.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const shop = context.get(shopContext);
  const offered = shopExtensionsOf(shop, DEFAULT_STORE_CODE);
  const [config, menu, copyright, extensions, privacy] = await Promise.all([
    shop.graphql.query(GetShopConfig, {}).toPromise(),
    loadMenu(shop, offered),
    shop.graphql.query(GetStoreConfigData, {}).toPromise(),
    offered,
    loadPrivacySettings(shop, offered),
  ]);
  const storeConfig = config.data?.storeConfig;
  let locale: ShopLocale = DEFAULT_LOCALE;
  try {
    locale = resolveLocale(storeConfig?.locale ?? DEFAULT_LOCALE);
  } catch (error) {
    console.error(`${String(error)}: ${storeConfig?.locale ?? ''}; using ${DEFAULT_LOCALE}`);
  }
  await ensureCatalogue(locale);
  return {
    locale,
    store: storeConfig
      ? {
          storeName: storeConfig.store_name ?? FALLBACK_STORE_SETTINGS.storeName,
          storeGroupName: storeConfig.store_group_name ?? FALLBACK_STORE_SETTINGS.storeGroupName,
          newsletterEnabled: Boolean(storeConfig.newsletter_enabled),
          categoryUrlSuffix: storeConfig.category_url_suffix ?? '.html',
          productUrlSuffix: storeConfig.product_url_suffix ?? '.html',
          rootCategoryUid: storeConfig.root_category_uid ?? null,
          copyright: renderCopyright(copyright.data?.storeConfig?.copyright ?? '', new Date()),
          wishlistEnabled: isWishlistEnabled(storeConfig.magento_wishlist_general_is_enabled),
        }
      : FALLBACK_STORE_SETTINGS,
    menu,
    extensions: [...extensions],
    privacy,
    adminOrigin: configuredAdminOrigin(),
  };
}

/** Store settings, menu and catalogue do not change while the visitor browses. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  return (
    <html
      lang={toHtmlLang(root?.locale ?? DEFAULT_LOCALE)}
      data-locale={root?.locale ?? DEFAULT_LOCALE}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={color.primary} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The installable shop (decision 135). */}
        <link rel="manifest" href={MANIFEST_PATH} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the page interactive once hydrated (browser journeys and monitoring wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useAdminPreview(loaderData.adminOrigin);
  return (
    <AppProviders locale={loaderData.locale} messages={getCatalogue(loaderData.locale)}>
      <Shell store={loaderData.store} menu={loaderData.menu} parts={SHELL_PARTS}>
        <Outlet />
      </Shell>
    </AppProviders>
  );
}

/** A render error anywhere above a route's own boundary: the masked error shell (spec §8). */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<RootData>('root');
  if (!isRouteErrorResponse(error)) console.error('Unhandled render error', error);
  return (
    <AppProviders
      locale={root?.locale ?? DEFAULT_LOCALE}
      messages={getCatalogue(root?.locale ?? DEFAULT_LOCALE)}
    >
      <MaskedErrorShell store={root?.store ?? FALLBACK_STORE_SETTINGS} />
    </AppProviders>
  );
}
