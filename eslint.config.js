// One ESLint configuration for the whole workspace.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { commerceServerZones } from './apps/commerce-server/module-zones.js';

/** Packages that must stay free of React, urql's React binding and the design system. */
export const DOMAIN_PACKAGES = [
  'cart-core',
  'checkout-machine',
  'session',
  'rich-content',
  'graphql-client',
  'validation',
  'commerce-primitives',
  'shop',
];

/** The import rule that keeps domain packages framework-agnostic (DESIGN §1, C2). */
export const domainImportRule = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'react', message: 'Domain packages are framework-agnostic: no React.' },
        { name: 'react-dom', message: 'Domain packages are framework-agnostic: no React DOM.' },
        {
          name: 'urql',
          message: 'Domain packages use @urql/core, never the React binding urql.',
        },
        {
          name: '@xstate/react',
          message: 'Domain packages are framework-agnostic: no @xstate/react.',
        },
        { name: '@vitrine/ui', message: 'Domain packages must not depend on the design system.' },
      ],
      patterns: [
        {
          group: ['react/*', 'react-dom/*', 'urql/*', '@xstate/react/*', '@vitrine/ui/*'],
          message: 'Domain packages are framework-agnostic.',
        },
      ],
    },
  ],
};

/** The storefront's app folder (decision 112: its walls). */
const STOREFRONT_APP = 'apps/storefront/app';

/**
 * The composition roots: they may import any feature (the route modules compose a page's features;
 * the root route and `shell-parts.tsx` compose the frame's).
 */
const STOREFRONT_COMPOSERS = [
  'routes',
  'root.tsx',
  'shell-parts.tsx',
  'entry.client.tsx',
  'entry.server.tsx',
  'routes.ts',
];

/** The features, one folder each under `app/features/`. */
export const STOREFRONT_FEATURES = readdirSync(
  new URL(`${STOREFRONT_APP}/features/`, import.meta.url),
  { withFileTypes: true },
)
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The shared app modules: every folder and file of `app/` that is neither a feature nor a composer. */
export const STOREFRONT_SHARED = readdirSync(new URL(`${STOREFRONT_APP}/`, import.meta.url), {
  withFileTypes: true,
})
  .map((entry) => entry.name)
  .filter((name) => name !== 'features' && !STOREFRONT_COMPOSERS.includes(name))
  .map((name) => `${STOREFRONT_APP}/${name}`);

/**
 * The storefront's walls (decision 112, bulletproof-react's zones): a feature imports packages, the
 * shared app modules and its own files, never another feature; a shared module imports no feature;
 * nothing but the composers imports a route module.
 */
export const storefrontZones = [
  ...STOREFRONT_FEATURES.map((feature) => ({
    target: `${STOREFRONT_APP}/features/${feature}`,
    from: `${STOREFRONT_APP}/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another (decision 112): move what both need to a shared app module, or let the route module compose them.',
  })),
  {
    target: STOREFRONT_SHARED,
    from: `${STOREFRONT_APP}/features`,
    message: 'A shared app module imports no feature (decision 112): it is what features share.',
  },
  {
    target: [`${STOREFRONT_APP}/features`, ...STOREFRONT_SHARED],
    from: [`${STOREFRONT_APP}/routes`, `${STOREFRONT_APP}/shell-parts.tsx`],
    message: 'Only the composers import route modules and the shell parts (decision 112).',
  },
];

/**
 * Every GraphQL document lives in `@vitrine/graphql-client` (decision 112): the storefront has no
 * way to write one (no tag, no parser), only the package's typed documents to run.
 */
const NO_DOCUMENT =
  'GraphQL documents live in packages/graphql-client/src/operations (decision 112).';

/** The storefront's restricted imports; `outsideComposers` adds the root route's (types only). */
const storefrontRestrictedImports = (outsideComposers) => ({
  paths: [
    { name: '@vitrine/graphql-client', importNames: ['graphql'], message: NO_DOCUMENT },
    { name: '@urql/core', importNames: ['gql'], message: NO_DOCUMENT },
    { name: 'graphql', message: NO_DOCUMENT },
    { name: 'gql.tada', message: NO_DOCUMENT },
  ],
  patterns: [
    { group: ['graphql/*', 'gql.tada/*', 'graphql-tag', '@apollo/*'], message: NO_DOCUMENT },
    ...(outsideComposers
      ? [
          {
            // The root route's data type is the one thing a feature or a shared module reads from it.
            group: ['**/root.tsx'],
            allowTypeImports: true,
            message: 'Only types come from the root route (decision 112).',
          },
        ]
      : []),
  ],
});

/** The walls' rules, for the storefront's app: zones and loops (decision 112). */
export const storefrontWalls = {
  files: [`${STOREFRONT_APP}/**/*.{ts,tsx}`],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver()],
    // no-cycle reads the imported modules: with TypeScript's parser, and only the app's own.
    'import-x/extensions': ['.ts', '.tsx'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      { basePath: import.meta.dirname, zones: storefrontZones },
    ],
    // Loops between the app's modules (type-only imports left out); packages are not walked.
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};

/** No GraphQL document in the storefront; only types from the root route (decision 112). */
export const storefrontNoDocuments = [
  {
    files: [`${STOREFRONT_APP}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', storefrontRestrictedImports(false)],
      'no-restricted-syntax': [
        'error',
        { selector: 'TaggedTemplateExpression[tag.name=/^(gql|graphql)$/]', message: NO_DOCUMENT },
        { selector: 'CallExpression[callee.name=/^(gql|graphql)$/]', message: NO_DOCUMENT },
      ],
    },
  },
  {
    files: [`${STOREFRONT_APP}/**/*.{ts,tsx}`],
    ignores: STOREFRONT_COMPOSERS.map(
      (name) => `${STOREFRONT_APP}/${name}${name.includes('.') ? '' : '/**'}`,
    ),
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', storefrontRestrictedImports(true)],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/__generated__/**',
      '**/*.gen.ts',
      'e2e/artifacts/**',
      'bench/**',
      '**/.data/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/storefront/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: DOMAIN_PACKAGES.map((name) => `packages/${name}/**/*.{ts,tsx,js,mjs}`),
    rules: domainImportRule,
  },
  // The commerce server's module walls (decision 114).
  ...commerceServerZones(),
  storefrontWalls,
  ...storefrontNoDocuments,
);
