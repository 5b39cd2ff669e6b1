import type { AddressInfo } from 'node:net';
import { createStorefrontApp } from './app.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const backendUrl = process.env.MAGENTO_BACKEND_URL ?? 'http://127.0.0.1:4000';

const app = await createStorefrontApp({ backendUrl }).catch((error: unknown) => {
  // A wrong setting (TRUSTED_PROXIES, SHOP_ORIGINS) says which, and the start stops there.
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'cannot start',
      service: 'storefront',
      reason: error instanceof Error ? error.message : String(error),
    }),
  );
  process.exit(1);
});
const server = app.listen(port, host, (error?: Error) => {
  if (error) {
    // Express 5 hands a failed listen (the port taken, a bad host) to this callback.
    const reason =
      (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
        ? `port ${port} is already in use`
        : error.message;
    console.error(
      JSON.stringify({ level: 'error', msg: 'cannot listen', service: 'storefront', reason }),
    );
    process.exit(1);
  }
  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' ? 'localhost' : host;
  console.log(
    JSON.stringify({
      level: 'info',
      msg: 'listening',
      service: 'storefront',
      url: `http://${shownHost}:${address.port}`,
      backend: backendUrl,
    }),
  );
});

function shutdown(signal: string) {
  console.log(JSON.stringify({ level: 'info', msg: 'shutting down', signal }));
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
