import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Database } from '../db/database.ts';
import type { ServerServices } from '../graphql/context.ts';
import type { RouteInstaller } from '../http/app.ts';
import { ARTWORK_VERSION, assetSvg } from './artwork.ts';
import type { AssetSpec } from './artwork.ts';
import { ImageParamError, paramsKey, parseImageParams } from './image-params.ts';
import type { ImageParams } from './image-params.ts';

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;
const MEDIA_PATH =
  /^(catalog\/product|catalog\/category|wysiwyg)\/[a-z0-9][a-z0-9_\-/]*\.(png|jpe?g|webp)$/i;

async function assetSpec(db: Database, path: string): Promise<AssetSpec | undefined> {
  if (path === 'catalog/product/placeholder/image.png')
    return { kind: 'pack', name: 'Orsalis', colour: '#c9b79c' };
  const rows = await db.query<{ spec: AssetSpec }>('SELECT spec FROM media_asset WHERE path = $1', [
    path,
  ]);
  return rows[0]?.spec;
}

async function cached(file: string, produce: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch {
    const data = await produce();
    await mkdir(join(file, '..'), { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
    return data;
  }
}

async function transform(original: Buffer, params: ImageParams): Promise<Buffer> {
  let image = sharp(original);
  if (params.crop) {
    const meta = await image.metadata();
    const width = meta.width;
    const height = meta.height;
    const target =
      'ratio' in params.crop
        ? {
            width: Math.min(width, Math.round(height * params.crop.ratio)),
            height: Math.min(height, Math.round(width / params.crop.ratio)),
          }
        : {
            width: Math.min(width, params.crop.width),
            height: Math.min(height, params.crop.height),
          };
    image = sharp(
      await image
        .extract({
          left: Math.floor((width - target.width) / 2),
          top: Math.floor((height - target.height) / 2),
          ...target,
        })
        .toBuffer(),
    );
  }
  if (params.width || params.height) {
    image = image.resize({
      width: params.width,
      height: params.height,
      fit: params.fit,
      withoutEnlargement: false,
    });
  }
  if (params.format === 'jpeg')
    image = image
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: params.quality, progressive: true });
  else if (params.format === 'webp') image = image.webp({ quality: params.quality });
  else image = image.png({ compressionLevel: 8 });
  return image.toBuffer();
}

/**
 * /media/catalog/product/…, /media/catalog/category/…, /media/wysiwyg/…: draws the original on first
 * request, resizes with sharp, caches both on disk (MEDIA_CACHE_DIR). Bad parameters answer 400.
 */
export function mediaRoutes(services: ServerServices): RouteInstaller {
  const cacheDir = services.config.mediaCacheDir;
  return (app) => {
    app.get('/media/*', async (c) => {
      const path = decodeURIComponent(c.req.path.slice('/media/'.length));
      if (!MEDIA_PATH.test(path) || path.includes('..') || path.includes('//'))
        return c.json({ message: 'Not found' }, 404);
      let params: ImageParams;
      try {
        params = parseImageParams(c.req.query(), c.req.header('accept'), 'png');
      } catch (error) {
        if (error instanceof ImageParamError) return c.json({ message: error.message }, 400);
        throw error;
      }
      const spec = await assetSpec(services.db, path);
      if (!spec) return c.json({ message: 'Not found' }, 404);
      const original = await cached(
        join(
          cacheDir,
          'originals',
          `v${ARTWORK_VERSION}`,
          `${path.replace(/\.(jpe?g|webp)$/i, '')}.png`,
        ),
        () =>
          sharp(Buffer.from(assetSvg(spec)))
            .png()
            .toBuffer(),
      );
      const key = createHash('sha1')
        .update(`${ARTWORK_VERSION}|${path}|${paramsKey(params)}`)
        .digest('hex');
      const extension = params.format === 'jpeg' ? 'jpg' : params.format;
      const output = await cached(
        join(cacheDir, 'resized', key.slice(0, 2), `${key}.${extension}`),
        () => transform(original, params),
      );
      return c.body(new Uint8Array(output), 200, {
        'Content-Type': CONTENT_TYPES[params.format],
        'Cache-Control': 'public, max-age=604800',
        Vary: 'Accept',
      });
    });
  };
}
