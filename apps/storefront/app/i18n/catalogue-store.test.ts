import { describe, expect, it, vi } from 'vitest';

vi.mock('./load-catalogue.ts', () => ({
  // Each part arrives after a few ticks, as chunks over the network do.
  loadCataloguePart: vi.fn(async (_locale: string, part: string) => {
    await new Promise((resolve) => setTimeout(resolve, part === 'first-load' ? 5 : 1));
    return { [`${part}.message`]: [] };
  }),
}));

const { ensureCataloguePart, ensureFullCatalogue, getCatalogue } =
  await import('./catalogue-store.ts');

describe('the catalogue store (decisions 009, 107)', () => {
  it('merges parts asked for at the same time into the one catalogue the page reads', async () => {
    // A route module waiting for the later parts starts before the first load has arrived: the
    // first-load part must be fetched once, and every later part merged into that same object.
    await Promise.all([
      ensureCataloguePart('fr_FR', 'rest'),
      ensureCataloguePart('fr_FR', 'first-visit'),
      ensureFullCatalogue('fr_FR'),
    ]);
    expect(Object.keys(getCatalogue('fr_FR')).sort()).toEqual([
      'first-load.message',
      'first-visit.message',
      'rest.message',
    ]);
  });
});
