import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import express from 'express';
import type { Express, NextFunction, Request, Response } from 'express';
import { createRequestHandler } from 'react-router';
import type { ServerBuild } from 'react-router';
import { CSP_REPORT_PATH } from './content-security-policy.ts';
import { apiGuard } from './cross-site.ts';
import { cspReportEndpoint } from './csp-report.ts';
import { earlyFormPost } from './early-form-post.ts';
import { createPageCache } from './page-cache.ts';
import { BACKEND_PATH_PREFIXES, createBackendProxy } from './proxy.ts';
import { createRenderMiddleware } from './render.ts';
import { securityHeaders } from './security-headers.ts';
import { serviceWorkerScript } from './service-worker.ts';
import { SERVICE_WORKER_PATH } from '../app/lib/service-worker-protocol.ts';
import { networkSettings, trustProxies } from './shop-origins.ts';
import type { NetworkSettings } from './shop-origins.ts';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface StorefrontServerOptions {
  /** Base URL of the commerce backend (Magento or the reference server). */
  backendUrl: string;
  /** Folder holding the react-router build (client/ and server/). */
  buildDir?: string;
  /** Trusted proxies and the shop's origins. @defaultValue read from the environment */
  network?: NetworkSettings;
}

/**
 * The backend's paths (`/graphql`, `/rest/`, `/media/`, `/payment/`), forwarded behind the
 * cross-site guard, with the shopper's address, scheme and host as the trusted proxies give them.
 */
export function mountBackendProxy(
  app: Express,
  backendUrl: string,
  shopOrigins: readonly string[],
): void {
  const proxy = createBackendProxy(backendUrl);
  const guard = apiGuard(shopOrigins);
  for (const prefix of BACKEND_PATH_PREFIXES) {
    app.use(prefix, guard, (req, res) => {
      req.originalUrlPath = req.originalUrl;
      req.forwarded = { for: req.ip, proto: req.protocol, host: req.host };
      proxy(req, res);
    });
  }
}

/**
 * Builds the storefront's HTTP application: security headers on every response, the backend proxy
 * behind its cross-site guard, static assets and server rendering.
 */
export async function createStorefrontApp(options: StorefrontServerOptions) {
  const buildDir = options.buildDir ?? path.join(appRoot, 'build');
  const build = (await import(
    pathToFileURL(path.join(buildDir, 'server/index.js')).href
  )) as ServerBuild;

  const network = options.network ?? networkSettings();
  const app = express();
  app.disable('x-powered-by');
  trustProxies(app, network.trustedProxies);
  app.use(securityHeaders);
  app.post(CSP_REPORT_PATH, cspReportEndpoint());

  mountBackendProxy(app, options.backendUrl, network.shopOrigins);

  app.use(compression());
  app.get(SERVICE_WORKER_PATH, serviceWorkerScript(path.join(buildDir, 'client')));
  app.use(
    '/assets',
    express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }),
  );
  app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false }));
  app.use(earlyFormPost);
  const render = createRequestHandler(build, process.env.NODE_ENV ?? 'production');
  app.use(createRenderMiddleware((request) => render(request), createPageCache()));
  // Last: whatever failed before answering gets a bare 500, never Express's page with a stack.
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    console.error(JSON.stringify({ level: 'error', msg: 'request failed', error: String(error) }));
    if (res.headersSent) {
      next(error);
      return;
    }
    res.status(500).type('text/plain').setHeader('Cache-Control', 'no-store');
    res.end('Internal Server Error');
  });
  return app;
}
