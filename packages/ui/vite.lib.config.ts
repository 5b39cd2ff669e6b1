/**
 * The installable build of the design system (decision 111): one ES module per source module under
 * `dist/`, the CSS Modules compiled into one stylesheet (`dist/ui.css`, exported as
 * `@vitrine/ui/styles.css`), and every dependency left to the consumer's install. Declarations come
 * from `tsc -p tsconfig.build.json`. Not named `vite.config.ts`, so Storybook keeps its own.
 */
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const manifest = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const external = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
const isExternal = (id: string) =>
  external.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Readable output: the consumer's bundler minifies, and stack traces stay useful.
    minify: false,
    lib: {
      entry: {
        index: 'src/index.ts',
        'machines/index': 'src/machines/index.ts',
        'nav-drawer/nav-drawer': 'src/nav-drawer/nav-drawer.tsx',
        'testing/index': 'src/testing/index.ts',
      },
      formats: ['es'],
      cssFileName: 'ui',
    },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
