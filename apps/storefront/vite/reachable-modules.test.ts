import { describe, expect, it } from 'vitest';
import { reachableGroup, staticallyReachable } from './reachable-modules.ts';
import type { ModuleGraph } from './reachable-modules.ts';

/** A module graph from `{ id: { static: [...], dynamic: [...] } }`. */
function graphOf(edges: Record<string, { static?: string[]; dynamic?: string[] }>): ModuleGraph {
  const ids = Object.keys(edges);
  return {
    getModuleInfo(id) {
      if (!edges[id]) return null;
      return {
        importedIds: edges[id].static ?? [],
        dynamicallyImportedIds: edges[id].dynamic ?? [],
        importers: ids.filter((other) => edges[other]?.static?.includes(id)),
        dynamicImporters: ids.filter((other) => edges[other]?.dynamic?.includes(id)),
      };
    },
  };
}

const graph = graphOf({
  '/app/root.tsx': { static: ['/app/header.tsx', '/ui/index.ts'], dynamic: ['/app/drawer.tsx'] },
  '/app/header.tsx': { static: ['/ui/icon.tsx', '/app/menu.client.ts'] },
  '/app/menu.client.ts': { static: ['/lib/heavy.ts'] },
  '/ui/index.ts': { static: ['/ui/icon.tsx', '/ui/radio.tsx'] },
  '/ui/icon.tsx': {},
  '/ui/radio.tsx': {},
  '/app/drawer.tsx': { static: ['/ui/radio.tsx'] },
  '/lib/heavy.ts': {},
  '/app/cart.tsx': { static: ['/ui/radio.tsx'] },
});
const skip = (id: string) => id.endsWith('.client.ts') || id.endsWith('/index.ts');

describe('staticallyReachable', () => {
  it('follows static imports from the roots, found from any module of the build', () => {
    const reached = staticallyReachable(graph, '/lib/heavy.ts', /root\.tsx$/, skip);
    expect([...reached].sort()).toEqual(['/app/header.tsx', '/app/root.tsx', '/ui/icon.tsx']);
  });

  it('does not follow dynamic imports, nor go through skipped modules (on demand, indexes)', () => {
    const reached = staticallyReachable(graph, '/app/cart.tsx', /root\.tsx$/, skip);
    expect(reached.has('/app/drawer.tsx')).toBe(false);
    expect(reached.has('/lib/heavy.ts')).toBe(false);
    expect(reached.has('/ui/radio.tsx')).toBe(false);
  });
});

describe('reachableGroup', () => {
  it('names the reachable modules and no others', () => {
    const name = reachableGroup('shell', /root\.tsx$/, skip);
    expect(name('/ui/icon.tsx', graph)).toBe('shell');
    expect(name('/app/root.tsx', graph)).toBe('shell');
    expect(name('/ui/radio.tsx', graph)).toBeNull();
    expect(name('/app/menu.client.ts', graph)).toBeNull();
  });
});
