import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { resolveToSources } from '../../../vite.source-condition.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // Storybook's own preview bundle is large by nature; the shop's budgets are measured on the
  // storefront (DESIGN §8), so the chunk-size warning here is only noise in the test output.
  // The other packages' sources, as in the storefront (decision 111).
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { ...resolveToSources, build: { chunkSizeWarningLimit: 2048 } }),
};

export default config;
