import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route manifest comes with the page (about 25 routes, a few KB). With lazy discovery
  // the router fetched the routes of the page's links after hydration and drew the whole page again
  // with them: a long task on a phone (decision 018).
  routeDiscovery: { mode: 'initial' },
  // Opt in to the v8 behaviour now so the upgrade is a version bump, not a migration.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
