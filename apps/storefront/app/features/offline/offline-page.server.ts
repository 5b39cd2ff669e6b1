import type { MessageDescriptor } from '@formatjs/intl';
import { color, font } from '@vitrine/ui';
import { ensureCatalogue, getCatalogue } from '../../i18n/catalogue-store.ts';
import { createShopIntl } from '../../i18n/intl.ts';
import { DEFAULT_LOCALE, toHtmlLang } from '../../i18n/locales.ts';
import { offlineMessages } from './offline.messages.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/**
 * The offline page's HTML (decision 135). The service worker precaches it once and shows it for
 * a navigation it cannot answer, so it needs nothing else (no script, no stylesheet; its icon is
 * precached with it), its few styles inline under the nonce its own response's policy names. "Try again" is a link to the
 * page itself: the address bar keeps the page the shopper asked for.
 */
export async function renderOfflinePage(nonce: string, storeName: string): Promise<string> {
  const locale = DEFAULT_LOCALE;
  await ensureCatalogue(locale);
  const intl = createShopIntl(locale, getCatalogue(locale));
  const t = (descriptor: MessageDescriptor, values?: Record<string, string>) =>
    escapeHtml(intl.formatMessage(descriptor, values));
  const style = [
    `body{margin:0;min-height:100vh;display:grid;place-items:center;background:${color.bg};color:${color.text};font-family:${font.sans}}`,
    'main{max-width:32rem;padding:2rem 1.25rem;text-align:center}',
    `.brand{font-size:1.25rem;font-weight:${font.weightBold};letter-spacing:${font.trackingWide};text-transform:uppercase;color:${color.primary};margin:0 0 2rem}`,
    `h1{font-size:${font.size2xl};font-weight:${font.weightBold};margin:0 0 1rem}`,
    'p{line-height:1.5;margin:0 0 1.5rem}',
    'nav{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center}',
    `a{display:inline-block;min-height:44px;box-sizing:border-box;padding:.7rem 1.25rem;border-radius:4px;border:1px solid ${color.primary};color:${color.primary};text-decoration:none}`,
    `a.primary{background:${color.primary};color:${color.onPrimary}}`,
    `a:focus-visible{outline:3px solid ${color.focus};outline-offset:2px}`,
  ].join('');
  return `<!doctype html>
<html lang="${toHtmlLang(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${color.primary}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${t(offlineMessages.title, { storeName })}</title>
<style nonce="${nonce}">${style}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(storeName)}</p>
<h1>${t(offlineMessages.heading)}</h1>
<p>${t(offlineMessages.text)}</p>
<nav><a class="primary" href="">${t(offlineMessages.retry)}</a><a href="/">${t(offlineMessages.home)}</a></nav>
</main>
</body>
</html>
`;
}
