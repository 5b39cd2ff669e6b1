// The commerce server's module walls (decision 114), read by the root eslint.config.js.
import { readdirSync } from 'node:fs';

/**
 * Each module of `apps/commerce-server/src/modules` and the modules it may import, through their
 * `index.ts` only. One-way by construction: the table must stay acyclic (checked below, so a
 * cycle fails every lint run). `platform` is the shared kernel of the modules (errors, input
 * rules, services, throttles, client address, anti-bot check, hash queue); with the app's `db/`,
 * `graphql/`, `config/`, `logger.ts` and `http/app.ts` it is what any module may build on.
 */
export const COMMERCE_SERVER_MODULES = {
  platform: [],
  content: ['platform'],
  directory: [],
  eav: [],
  store: [],
  mail: ['platform'],
  catalog: ['eav', 'platform'],
  pickup: ['catalog'],
  review: ['catalog', 'customer'],
  customer: ['directory', 'mail', 'platform'],
  payment: ['customer', 'platform'],
  'store-locator': ['catalog', 'customer', 'platform'],
  routing: ['catalog', 'content', 'store-locator'],
  cart: ['catalog', 'customer', 'directory', 'payment', 'pickup', 'platform'],
  order: ['cart', 'catalog', 'customer', 'mail', 'pickup', 'platform'],
  subscription: ['cart', 'catalog', 'customer', 'mail', 'order', 'payment', 'platform'],
  checkout: ['cart', 'customer', 'mail', 'order', 'payment', 'platform', 'subscription'],
  forms: ['cart', 'customer', 'mail', 'platform', 'store-locator'],
  gdpr: ['customer', 'mail', 'platform'],
  wishlist: ['cart', 'catalog', 'customer', 'platform'],
};

const MODULES_DIR = new URL('./src/modules/', import.meta.url);

function assertZones(table) {
  const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const folder of folders) {
    if (!(folder in table)) {
      throw new Error(`commerce-server module "${folder}" has no entry in module-zones.js`);
    }
  }
  const state = new Map();
  const visit = (name, path) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') {
      throw new Error(`commerce-server modules import in a cycle: ${[...path, name].join(' → ')}`);
    }
    state.set(name, 'open');
    for (const dependency of table[name] ?? []) visit(dependency, [...path, name]);
    state.set(name, 'done');
  };
  for (const name of Object.keys(table)) visit(name, []);
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The flat-config blocks that put the walls up. */
export function commerceServerZones(table = COMMERCE_SERVER_MODULES) {
  assertZones(table);
  const names = Object.keys(table);
  const composition = {
    regex:
      '^\\.\\./(resolvers\\.ts$|\\.\\./(main|index)\\.ts$|\\.\\./seed/|\\.\\./http/(routes|server)\\.ts$)',
    message:
      'A module does not import the server’s composition (resolvers list, HTTP routes and server, seed, entry points).',
  };
  const deep = {
    regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$)',
    message: 'Another module is imported through its index.ts only (decision 114).',
  };
  const perModule = names.map((name) => {
    const forbidden = names.filter((other) => other !== name && !table[name].includes(other));
    const patterns = [deep, composition];
    if (forbidden.length > 0) {
      patterns.push({
        regex: `^\\.\\./(${forbidden.map(escape).join('|')})/`,
        message: `The ${name} module may import only ${table[name].join(', ') || 'the shared kernel'} (module-zones.js, decision 114): no cycles.`,
      });
    }
    return {
      files: [`apps/commerce-server/src/modules/${name}/**/*.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    };
  });
  const outside = {
    files: ['apps/commerce-server/src/**/*.ts'],
    ignores: ['apps/commerce-server/src/modules/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/[^/]+/(?!index\\.ts$)',
              message: 'The server reaches a module through its index.ts only (decision 114).',
            },
          ],
        },
      ],
    },
  };
  return [outside, ...perModule];
}
