import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { color } from '@vitrine/ui';
import { describe, expect, it } from 'vitest';
import { webAppManifest } from './web-app-manifest.ts';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');

describe('the web app manifest', () => {
  it('installs a French shop opened like an app, in the design tokens’ colours', () => {
    expect(webAppManifest()).toMatchObject({
      name: 'Maison Orsalis',
      short_name: 'Orsalis',
      lang: 'fr',
      start_url: '/',
      display: 'standalone',
      theme_color: color.primary,
      background_color: color.bg,
    });
  });

  it('has 192 and 512 px icons and a maskable one, all in public/', () => {
    const icons = webAppManifest().icons;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) expect(existsSync(path.join(publicDir, icon.src))).toBe(true);
  });
});
