/**
 * Inside the monorepo, Vite and Vitest read the workspace packages' sources, not their `dist/`
 * (decision 111): every package export lists the `@vitrine/source` condition first, and these
 * conditions put it ahead of Vite's defaults (`defaultClientConditions` and
 * `defaultServerConditions`, written out because Vite replaces its defaults with the list it is
 * given). Vitest also hands the server list to its workers as Node `--conditions`. Spread into a
 * config: `defineConfig({ ...resolveToSources, … })`. The kiosk does without, as outside teams do.
 */
export const SOURCE_CONDITION = '@vitrine/source';

export const resolveToSources = {
  resolve: { conditions: [SOURCE_CONDITION, 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, 'module', 'node', 'development|production'] } },
};
