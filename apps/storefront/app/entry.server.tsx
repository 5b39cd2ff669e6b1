import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { CspNonceContext, loadAllBlockFamilies } from '@vitrine/ui';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter } from 'react-router';
import type { EntryContext } from 'react-router';
import { CSP_NONCE_HEADER } from './lib/csp-nonce.ts';
import { scriptsAfterLeadImage } from './lib/script-priority.ts';

// Every rich-content block renderer is loaded before the first request (decision 105): the server
// never suspends on one, so its HTML is complete.
await loadAllBlockFamilies();

/**
 * React's renderer outlines a finished Suspense boundary bigger than its "progressive chunk" (12.8
 * KB by default): it sends it after the shell in a hidden element and reveals it from a script,
 * throttled to the next frames. The rich-content blocks sit in such boundaries (decision 105): the
 * home page's slider appeared a frame after the first paint and pushed the page down (CLS 0.84). A
 * page is sent whole, in place; only content that really waits on data streams.
 */
export const PROGRESSIVE_CHUNK_SIZE = Number.POSITIVE_INFINITY;

/** How long deferred data may stream before the renderer gives up on it. */
export const streamTimeout = 5_000;

/**
 * react-router's default Node entry, streamed through {@link scriptsAfterLeadImage}: crawlers
 * (and nothing else) wait for the whole page; everyone else gets the shell as soon as it is ready.
 * Every inline script and style carries the response's CSP nonce, which the storefront server
 * passes in a request header (`server/render.ts`): react-router's scripts (`ServerRouter`), React's
 * own (`renderToPipeableStream`), the script starter and the rich-content style sheets.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>,
      {
        ...(nonce === undefined ? {} : { nonce }),
        progressiveChunkSize: PROGRESSIVE_CHUNK_SIZE,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              timeout = undefined;
              callback();
            },
          });
          const html = body.pipe(scriptsAfterLeadImage({ nonce }));
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          status = 500;
          // Errors of the shell itself reject and are logged by react-router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
