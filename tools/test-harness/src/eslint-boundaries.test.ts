import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// The real workspace configuration, with type-aware linting switched off so that code which does
// not exist on disk can be linted; the import boundary rule is kept as configured.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const forbidden = [
  "import { useState } from 'react';",
  "import { createRoot } from 'react-dom/client';",
  "import { useQuery } from 'urql';",
  "import { useActor } from '@xstate/react';",
  "import { Button } from '@vitrine/ui';",
];

const domainPackages = [
  'cart-core',
  'checkout-machine',
  'session',
  'rich-content',
  'graphql-client',
  'validation',
];

describe('the domain import boundary', () => {
  for (const pkg of domainPackages) {
    it(`refuses React, urql, @xstate/react and @vitrine/ui inside ${pkg}`, async () => {
      for (const code of forbidden) {
        const errors = await boundaryErrors(
          `packages/${pkg}/src/boundary-probe.ts`,
          `${code}\nexport {};\n`,
        );
        expect(errors, code).toHaveLength(1);
      }
    });
  }

  it('allows @urql/core and xstate inside a domain package', async () => {
    const code =
      "import { createClient } from '@urql/core';\nimport { setup } from 'xstate';\nexport { createClient, setup };\n";
    expect(await boundaryErrors('packages/graphql-client/src/boundary-probe.ts', code)).toEqual([]);
  });

  it('allows React in the design system and the storefront', async () => {
    const code = "import { useState } from 'react';\nexport { useState };\n";
    expect(await boundaryErrors('packages/ui/src/boundary-probe.tsx', code)).toEqual([]);
    expect(await boundaryErrors('apps/storefront/app/boundary-probe.tsx', code)).toEqual([]);
  });
});
