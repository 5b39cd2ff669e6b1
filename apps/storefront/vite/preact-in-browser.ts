import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The browser's React: `preact/compat` (decision 016). The server, the unit tests and Storybook run
 * React; only the client environment resolves these specifiers to Preact, in the build and in the
 * development server (whose pre-bundled dependencies, react-router and `@xstate/react` among them,
 * must import the same runtime as the app's own modules).
 */
export const PREACT_FOR_REACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

export function preactInBrowser(appRoot: string): Plugin {
  // Resolved from the app's root, where `preact` is installed.
  const importer = path.join(appRoot, 'package.json');
  const preactFor = (source: string) =>
    Object.hasOwn(PREACT_FOR_REACT, source) ? PREACT_FOR_REACT[source] : undefined;
  // The development server's dependency pre-bundling goes through its own resolver.
  const prebundling: Plugin = {
    name: 'vitrine-preact-in-prebundled-dependencies',
    resolveId(source) {
      const target = preactFor(source);
      return target === undefined ? null : this.resolve(target, importer, { skipSelf: true });
    },
  };
  return {
    name: 'vitrine-preact-in-browser',
    enforce: 'pre',
    config: () => ({
      environments: { client: { optimizeDeps: { rolldownOptions: { plugins: [prebundling] } } } },
      build: {
        rolldownOptions: {
          onLog(level, log, handler) {
            // react-router reads `useOptimistic` when the runtime has it, and does without.
            if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
            handler(level, log);
          },
        },
      },
    }),
    resolveId(source, _importer, options) {
      const target = this.environment.name === 'client' ? preactFor(source) : undefined;
      return target === undefined
        ? null
        : this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
