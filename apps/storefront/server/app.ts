import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { earlyFormPost } from './early-form-post.ts';
import { createPageCache } from './page-cache.ts';
import { BACKEND_PATH_PREFIXES, createBackendProxy } from './proxy.ts';
import { createRenderMiddleware } from './render.ts';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface StorefrontServerOptions {
  /** Base URL of the commerce backend (Magento or the reference server). */
  backendUrl: string;
  /** Folder holding the react-router build (client/ and server/). */
  buildDir?: string;
}

/** Builds the storefront's HTTP application: backend proxy, static assets and server rendering. */
export async function createStorefrontApp(options: StorefrontServerOptions) {
  const buildDir = options.buildDir ?? path.join(appRoot, 'build');
  const build = (await import(
    pathToFileURL(path.join(buildDir, 'server/index.js')).href
  )) as ServerBuild;

  const app = express();
  app.disable('x-powered-by');

  const proxy = createBackendProxy(options.backendUrl);
  for (const prefix of BACKEND_PATH_PREFIXES) {
    app.use(prefix, (req, res) => {
      req.originalUrlPath = req.originalUrl;
      proxy(req, res);
    });
  }

  app.use(compression());
  app.use(
    '/assets',
    express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }),
  );
  app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false }));
  app.use(earlyFormPost);
  app.use(createRenderMiddleware(build, process.env.NODE_ENV ?? 'production', createPageCache()));
  return app;
}
