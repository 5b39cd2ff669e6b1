/**
 * The storefront server makes a nonce for every HTML response (its Content Security Policy lets
 * inline scripts and styles run only with it) and hands it to the renderer in this request header,
 * after dropping any value a client sent. `entry.server.tsx` gives it to react-router's scripts,
 * React's own, the script starter and the rich-content style sheets.
 */
export const CSP_NONCE_HEADER = 'x-vitrine-csp-nonce';

/**
 * The page's nonce in the browser, for the `<style>` elements React creates after hydration (the
 * style sheet of content reached by a client-side navigation). The browser hides the `nonce`
 * attribute once parsed; the property keeps it.
 */
export function documentNonce(document: Document): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || undefined;
}
