/**
 * Builds `/sw.js` after the app (`pnpm build`, decision 135): Vite bundles
 * `service-worker/sw.ts` with the Workbox modules it imports into one classic script, then
 * workbox-build's `injectManifest` writes the precache list into it: the French offline page
 * (drawn by the server, so named with a revision of the server build), the placeholder of an
 * image never seen, the favicon and the install icons. The hashed assets are not precached: the worker keeps those a page uses.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { resolveToSources } from '../../../vite.source-condition.ts';
import { OFFLINE_PAGE_PATH, SERVICE_WORKER_PATH } from '../app/lib/service-worker-protocol.ts';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(appRoot, 'build');
const clientDir = path.join(buildDir, 'client');

/** The offline page changes only with the server build (its code, its catalogues). */
function serverRevision(): string {
  const server = readFileSync(path.join(buildDir, 'server/index.js'));
  return createHash('sha256').update(server).digest('hex').slice(0, 16);
}

const bundleDir = mkdtempSync(path.join(tmpdir(), 'vitrine-sw-'));
try {
  await build({
    configFile: false,
    root: appRoot,
    logLevel: 'warn',
    resolve: resolveToSources.resolve,
    // Workbox leaves its development logging out when this reads "production".
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: bundleDir,
      emptyOutDir: true,
      copyPublicDir: false,
      lib: {
        entry: path.join(appRoot, 'service-worker/sw.ts'),
        formats: ['iife'],
        name: 'vitrineServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: path.join(bundleDir, 'sw.js'),
    swDest: path.join(clientDir, SERVICE_WORKER_PATH.slice(1)),
    globDirectory: clientDir,
    globPatterns: ['favicon.svg', 'offline-image.svg', 'icons/*.png'],
    additionalManifestEntries: [{ url: OFFLINE_PAGE_PATH, revision: serverRevision() }],
  });
  for (const warning of warnings) console.warn(warning);
  console.log(`${SERVICE_WORKER_PATH}: ${String(count)} precached files, ${String(size)} B`);
} finally {
  rmSync(bundleDir, { recursive: true, force: true });
}
