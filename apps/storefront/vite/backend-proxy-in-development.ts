import type { Plugin } from 'vite';
import { BACKEND_PATH_PREFIXES, createBackendProxy } from '../server/proxy.ts';

/**
 * The development server forwards the backend's paths (GraphQL, REST, media, the test card
 * endpoint) as the production server does, so that the browser talks only to the site's origin
 * there too. The backend is `MAGENTO_BACKEND_URL`, by default the local commerce server.
 */
export function backendProxyInDevelopment(): Plugin {
  return {
    name: 'vitrine-backend-proxy-in-development',
    apply: 'serve',
    configureServer(server) {
      const proxy = createBackendProxy(process.env.MAGENTO_BACKEND_URL ?? 'http://127.0.0.1:4000');
      for (const prefix of BACKEND_PATH_PREFIXES) {
        server.middlewares.use(prefix, (req, res) => {
          req.originalUrlPath = req.originalUrl;
          proxy(req, res);
        });
      }
    },
  };
}
