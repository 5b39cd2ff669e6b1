/** What Rolldown's chunking context tells of a module (the part these functions read). */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    importers: readonly string[];
    dynamicImporters: readonly string[];
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/** Every module connected to `start` by any import, either way (the whole build's graph). */
function connectedModules(graph: ModuleGraph, start: string): string[] {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const info = graph.getModuleInfo(queue.pop()!);
    if (!info) continue;
    const next = [
      ...info.importers,
      ...info.dynamicImporters,
      ...info.importedIds,
      ...info.dynamicallyImportedIds,
    ];
    for (const id of next) {
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(id);
    }
  }
  return [...seen];
}

/**
 * The modules that the roots (modules whose id matches `root`) import statically, directly or
 * through other modules, not passing through modules `skip` matches: what must be there for the
 * roots to run. `start` is any module of the build, from which the roots are found.
 */
export function staticallyReachable(
  graph: ModuleGraph,
  start: string,
  root: RegExp,
  skip: (id: string) => boolean,
): Set<string> {
  const roots = connectedModules(graph, start).filter((id) => root.test(id));
  const reached = new Set(roots);
  const queue = [...roots];
  while (queue.length > 0) {
    for (const id of graph.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
      if (reached.has(id) || skip(id)) continue;
      reached.add(id);
      queue.push(id);
    }
  }
  return reached;
}

/**
 * A chunk-group name function: `name` for the modules the roots import statically (computed once
 * per chunking pass, on the first module asked about), `null` for the others.
 */
export function reachableGroup(
  name: string,
  root: RegExp,
  skip: (id: string) => boolean,
): (id: string, graph: ModuleGraph) => string | null {
  const passes = new WeakMap<ModuleGraph, Set<string>>();
  return (id, graph) => {
    let reached = passes.get(graph);
    if (!reached) {
      reached = staticallyReachable(graph, id, root, skip);
      passes.set(graph, reached);
    }
    return reached.has(id) && !skip(id) ? name : null;
  };
}
