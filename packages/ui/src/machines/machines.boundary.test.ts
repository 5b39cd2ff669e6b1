// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('UI machines', () => {
  it('stay framework-free: no React, no DOM globals', () => {
    const sources = readdirSync(here).filter(
      (name) => /\.ts$/.test(name) && !name.endsWith('.test.ts'),
    );
    expect(sources.length).toBeGreaterThan(5);
    for (const name of sources) {
      const source = readFileSync(path.join(here, name), 'utf8');
      expect(source, name).not.toMatch(/from '(react|react-dom|@xstate\/react)(\/[^']*)?'/);
      expect(source, name).not.toMatch(/\b(window|document|localStorage)\./);
    }
  });
});
