/**
 * Draws the install icons of the web app manifest from `public/favicon.svg` (decision 135):
 * 192 and 512 px as they are, and a 512 px maskable one whose mark sits inside the safe zone (the
 * middle 80 %) on the favicon's own background, since a launcher may crop it to any shape. Run
 * once after the favicon changes: `pnpm --filter @vitrine/storefront exec tsx scripts/generate-icons.ts`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const iconsDir = path.join(publicDir, 'icons');
const favicon = path.join(publicDir, 'favicon.svg');
/** The favicon's background square. */
const BACKGROUND = '#3b2a20';

mkdirSync(iconsDir, { recursive: true });
for (const size of [192, 512]) {
  await sharp(favicon, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(iconsDir, `icon-${String(size)}.png`));
}

const size = 512;
const inner = Math.round(size * 0.7);
const mark = await sharp(favicon, { density: (72 * inner) / 64 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
  .composite([{ input: mark, gravity: 'center' }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(iconsDir, 'icon-maskable-512.png'));
console.log(`icons written to ${path.relative(process.cwd(), iconsDir)}`);
