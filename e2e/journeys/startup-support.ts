/**
 * Helpers of the page start-up journey and bench (issue 18): a page served in two parts cut where a
 * test says, throttled loads, and the check that a started page works (it hydrated, a product goes
 * into the cart).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { waitForHydration } from '../src/browser.ts';

/** A product every catalogue page of the seed links to, and its page. */
export const LINKED_PRODUCT = '/vitamine-c-acerola.html';
/** The pages whose start-up is checked: home, a category, a product. */
export const START_PAGES = ['/', '/vitamines.html', '/vitamine-d3-lichen.html'] as const;

/**
 * CPU throttled 6× and a slow network (Lighthouse's "slow 4G": 150 ms round trips, 1.6 Mbit/s
 * down, 750 kbit/s up), through the DevTools protocol. Resolves with the function that lifts both.
 */
export async function throttle(context: BrowserContext, page: Page): Promise<() => Promise<void>> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
}

/**
 * Checks that the page the browser shows has started: it hydrated, and a product goes into the
 * cart — from the product page itself, or, on a home or category page, after a client-side
 * navigation to a product it links to (the router works too).
 */
export async function expectStarted(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout });
  const addToCart = page.getByRole('button', { name: 'Ajouter au panier' });
  if ((await addToCart.count()) === 0) {
    await page.locator(`a[href="${LINKED_PRODUCT}"]:not([aria-hidden="true"])`).first().click();
    await page.waitForURL(`**${LINKED_PRODUCT}`, { timeout });
  }
  await addToCart.first().click({ timeout });
  await page.getByText('a été ajouté à votre panier').first().waitFor({ timeout });
}

/**
 * Loads `url` in `page` (of a fresh context) and checks it started. Throttled, the page starts on a
 * slow phone; the check that it works (a product into the cart) then runs at full speed, since
 * start-up is what is under test.
 */
export async function loadAndStart(
  context: BrowserContext,
  page: Page,
  url: string,
  options: { throttled?: boolean } = {},
): Promise<void> {
  const unthrottle = options.throttled ? await throttle(context, page) : undefined;
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  await waitForHydration(page);
  await unthrottle?.();
  await expectStarted(page);
}

/** A page as the storefront sent it, to serve again in two parts. */
export interface CapturedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Fetches a page once from the storefront, headers (its CSP and nonce) and body as sent. */
export async function capturePage(origin: string, path: string): Promise<CapturedPage> {
  const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } });
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (!['content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name))
      headers[name] = value;
  }
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** Where the held boot module is in a captured page: its first byte and the byte after it. */
export function bootModuleSpan(body: Buffer): { start: number; end: number } {
  const start = body.indexOf('type="held/module">');
  if (start < 0) throw new Error('The page holds no boot module: it has no lead image?');
  const open = body.lastIndexOf('<script', start);
  const end = body.indexOf('</script>', start) + '</script>'.length;
  return { start: open, end };
}

/**
 * The cuts of the boot module the test command loads. The starter stands after the module, so no
 * script runs until the module has arrived whole (issue 18's fix): a cut inside the module's text
 * only delays it, and every such cut behaves alike. What differs is where the HTML tokenizer stops
 * — inside the opening tag, its attributes, the closing tag, or at a line break of the text — so
 * those bytes are all cut, and the text between them every 16th byte. `E2E_EVERY_BOOT_CUT=1` cuts
 * at every byte (488 loads, 8 minutes on 2 cores).
 */
export function bootModuleCuts(
  body: Buffer,
  { start, end }: { start: number; end: number },
  everyByte = process.env.E2E_EVERY_BOOT_CUT === '1',
): number[] {
  const cuts = new Set<number>();
  const textStart = body.indexOf('>', start) + 1;
  const textEnd = end - '</script>'.length;
  for (let cut = start; cut <= end; cut += 1) {
    const inTags = cut <= textStart || cut >= textEnd;
    const atLineBreak = body[cut] === 0x0a || body[cut - 1] === 0x0a;
    if (everyByte || inTags || atLineBreak || (cut - textStart) % 16 === 0) cuts.add(cut);
  }
  return [...cuts];
}

/**
 * A server in front of the storefront that serves one captured page in two writes, cut at `cut`:
 * the first part, then, once the page's images have been served (the lead image is there, as in
 * the failure of issue 18) and a little more, the rest. Everything else is forwarded.
 */
export async function startCutServer(storefront: string, page: CapturedPage, pagePath: string) {
  const target = new URL(storefront);
  // The cut server answers on its own origin; the storefront sees the browser's Host and Origin.
  let cut = 0;
  let imagesServed: () => void = () => undefined;
  const server = http.createServer((req, res) => {
    if (req.url === pagePath) {
      // The cut of this answer, read once: the test moves `cut` on while an answer may still be
      // held (a service worker fetches the page again in the background), and an answer that took
      // its first part at one cut and its rest at the next would lose a byte.
      const at = cut;
      let served: () => void = () => undefined;
      const imageArrived = new Promise<void>((resolve) => {
        served = resolve;
      });
      imagesServed = served;
      res.writeHead(page.status, page.headers);
      res.write(page.body.subarray(0, at));
      const waited = Promise.race([imageArrived, delay(1_500)]);
      void waited
        .then(() => delay(100))
        .then(() => {
          res.end(page.body.subarray(at));
        });
      return;
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        // The Host the browser used: the storefront checks mutations' Origin against it.
        headers: req.headers,
      },
      (answer) => {
        const image = req.url?.startsWith('/media/') === true;
        // Images fetched again for every page, so each load waits for its lead image.
        res.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          ...(image ? { 'cache-control': 'no-store' } : {}),
        });
        answer.pipe(res);
        if (image) answer.on('end', () => imagesServed());
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The offset of the next page served. */
    cutAt(offset: number) {
      cut = offset;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A TCP port that forwards to `target` while open: a backend that can be stopped and started
 * again without restarting it (its data, its warm caches).
 */
export async function startSwitchableBackend(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  const forward = (client: net.Socket) => {
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  };
  const listen = async (at: number) => {
    const listener = net.createServer(forward);
    await new Promise<void>((resolve) => listener.listen(at, '127.0.0.1', resolve));
    return listener;
  };
  let server: net.Server | null = await listen(0);
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    /** Stops answering: nothing listens on the port any more. */
    async stop() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    /** Listens on the same port again. */
    async start() {
      server ??= await listen(address.port);
    },
  };
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
