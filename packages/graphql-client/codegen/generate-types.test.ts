import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, renderGenerated } from './generate-types.ts';

describe('generated operation types', () => {
  it('are fresh: the committed files match the schema (else run `pnpm --filter @vitrine/graphql-client generate`)', () => {
    for (const [name, expected] of Object.entries(renderGenerated())) {
      const committed = readFileSync(join(GENERATED_DIR, name), 'utf8');
      expect(committed, `src/__generated__/${name} is stale`).toBe(expected);
    }
  });
});
