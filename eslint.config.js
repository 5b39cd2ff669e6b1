// One ESLint configuration for the whole workspace.
import js from '@eslint/js';
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
);
