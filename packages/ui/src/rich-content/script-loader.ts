/**
 * Loads third-party scripts on demand, once per URL per document: the video players' APIs, the social
 * feed and the reviews widget. Scripts are created from code (not from content), so a nonce-based CSP
 * with `'strict-dynamic'` lets them run.
 */
export function createScriptLoader(document: Document): (url: string) => Promise<void> {
  const pending = new Map<string, Promise<void>>();
  return (url) => {
    const known = pending.get(url);
    if (known !== undefined) return known;
    const promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        pending.delete(url);
        script.remove();
        reject(new Error(`could not load ${url}`));
      });
      document.head.append(script);
    });
    pending.set(url, promise);
    return promise;
  };
}

const loaders = new WeakMap<Document, (url: string) => Promise<void>>();

/** The shared loader of a document (the default when the storefront injects none). */
export function documentScriptLoader(document: Document): (url: string) => Promise<void> {
  let loader = loaders.get(document);
  if (loader === undefined) {
    loader = createScriptLoader(document);
    loaders.set(document, loader);
  }
  return loader;
}
