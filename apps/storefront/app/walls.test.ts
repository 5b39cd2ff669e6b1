/**
 * The storefront's walls bite (decision 112): the lint rules of `eslint.config.js` reject a feature
 * importing another, a shared module importing a feature, a loop between modules and a GraphQL
 * document written in the app. The rules are the config's own objects, run without type
 * information (none of them needs it), on code placed where the app's files live.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import type { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(appDir, '../../..');

interface WallsConfig {
  storefrontWalls: Linter.Config;
  storefrontNoDocuments: Linter.Config[];
  STOREFRONT_FEATURES: string[];
}

let config: WallsConfig;
let eslint: ESLint;

beforeAll(async () => {
  const url = pathToFileURL(path.join(repoRoot, 'eslint.config.js')).href;
  config = (await import(url)) as WallsConfig;
  eslint = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { '@typescript-eslint': tseslint.plugin },
      },
      config.storefrontWalls,
      ...config.storefrontNoDocuments,
    ],
  });
}, 30_000);

/** The rule ids and messages ESLint reports for `code` as if it were the app's file `file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(appDir, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the storefront’s walls (decision 112)', () => {
  it('knows every feature folder but the runtime, shared for now', () => {
    expect(config.STOREFRONT_FEATURES).toEqual(
      expect.arrayContaining(['account', 'account-entry', 'cart', 'checkout', 'shell']),
    );
    expect(config.STOREFRONT_FEATURES).not.toContain('runtime');
  });

  it('rejects a feature importing another, statically or on demand', async () => {
    const found = await problems(
      'features/search/probe.ts',
      [
        "import { productMessages } from '../product/product.messages.ts';",
        "export const probe = [productMessages, () => import('../cart/cart-page.tsx')];",
      ].join('\n'),
    );
    expect(found).toHaveLength(2);
    for (const problem of found)
      expect(problem).toMatch(/^import-x\/no-restricted-paths: .*decision 112/);
  });

  it('lets a feature import its own files, the shared modules, the runtime and packages', async () => {
    const found = await problems(
      'features/search/probe.ts',
      [
        "import { searchMessages } from './search.messages.ts';",
        "import { ProductCard } from '../../catalog-ui/product-card.tsx';",
        "import { useForm } from '../../forms/use-form.ts';",
        "import { useRuntime } from '../runtime/runtime-context.tsx';",
        "import { Button } from '@vitrine/ui';",
        "import type { RootData } from '../../root.tsx';",
        'export type Probe = RootData;',
        'export const probe = [searchMessages, ProductCard, useForm, useRuntime, Button];',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it('rejects a shared module importing a feature, a route or the root route’s values', async () => {
    const found = await problems(
      'lib/probe.ts',
      [
        "import { StoreListPage } from '../features/stores/store-list-page.tsx';",
        "import { meta } from '../routes/cart.tsx';",
        "import { loader } from '../root.tsx';",
        'export const probe = [StoreListPage, meta, loader];',
      ].join('\n'),
    );
    expect(
      found.filter((problem) => problem.startsWith('import-x/no-restricted-paths')),
    ).toHaveLength(2);
    expect(found).toContainEqual(
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*root route/),
    );
  });

  it('lets the route modules compose features', async () => {
    const found = await problems(
      'routes/probe.tsx',
      [
        "import { CartPage } from '../features/cart/cart-page.tsx';",
        "import { ProductPage } from '../features/product/product-page.tsx';",
        'export const probe = [CartPage, ProductPage];',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  it('rejects a GraphQL document written in the app, routes included', async () => {
    const found = await problems(
      'routes/probe.ts',
      [
        "import { graphql } from '@vitrine/graphql-client';",
        "import { gql } from '@urql/core';",
        "import { parse } from 'graphql';",
        'export const one = graphql(`query One { storeConfig { store_code } }`);',
        'export const two = gql`query Two { storeConfig { store_code } }`;',
        "export const three = parse('query Three { storeConfig { store_code } }');",
      ].join('\n'),
    );
    expect(
      found.filter((problem) => problem.includes('graphql-client/src/operations')),
    ).toHaveLength(5);
  });

  describe('a loop between two of the app’s modules', () => {
    const dir = path.join(appDir, 'forms', `.loop-probe-${process.pid}`);
    beforeAll(() => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, 'a.ts'),
        "import { b } from './b.ts';\nexport const a = () => b;\n",
      );
      writeFileSync(
        path.join(dir, 'b.ts'),
        "import { a } from './a.ts';\nexport const b = () => a;\n",
      );
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('is rejected', async () => {
      const found = await problems(
        path.relative(appDir, path.join(dir, 'a.ts')),
        "import { b } from './b.ts';\nexport const a = () => b;\n",
      );
      expect(found).toEqual([
        expect.stringMatching(/^import-x\/no-cycle: Dependency cycle detected/),
      ]);
    });

    it('is allowed when one side imports only types', async () => {
      const found = await problems(
        path.relative(appDir, path.join(dir, 'a.ts')),
        "import type { b } from './b.ts';\nexport const a = (value: typeof b) => value;\n",
      );
      expect(found).toEqual([]);
    });
  });
});
