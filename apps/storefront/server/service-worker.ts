import path from 'node:path';
import type { Request, Response } from 'express';
import { SERVICE_WORKER_PATH } from '../app/lib/service-worker-protocol.ts';

/**
 * `/sw.js` (decision 135): the browser asks the server again each time it checks for a new version
 * (`no-cache`: stored, always revalidated by its ETag), so a new build reaches shoppers at their next
 * visit. Its scope is the whole shop, which its place at the root already gives;
 * `Service-Worker-Allowed` says so for a proxy that would move it. A build without a worker (an
 * old one, or a development one) answers 404, never a page.
 */
export function serviceWorkerScript(clientDir: string) {
  const file = path.join(clientDir, SERVICE_WORKER_PATH.slice(1));
  return (_req: Request, res: Response, next: (error?: unknown) => void) => {
    res.sendFile(
      file,
      {
        headers: {
          'Cache-Control': 'no-cache',
          'Service-Worker-Allowed': '/',
          'Content-Type': 'text/javascript; charset=utf-8',
        },
        cacheControl: false,
      },
      (error?: NodeJS.ErrnoException) => {
        if (!error) return;
        if (error.code === 'ENOENT' && !res.headersSent) {
          res.status(404).type('text/plain').setHeader('Cache-Control', 'no-store');
          res.end('Not Found');
          return;
        }
        next(error);
      },
    );
  };
}
