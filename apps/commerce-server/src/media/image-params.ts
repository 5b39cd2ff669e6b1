/** Largest width/height served: the storefront's biggest breakpoint image (spec §9). */
export const MAX_DIMENSION = 2560;

export type OutputFormat = 'png' | 'jpeg' | 'webp';

/** Resize instructions parsed from the query string (Fastly IO style, as the storefront sends them). */
export interface ImageParams {
  width?: number;
  height?: number;
  quality: number;
  format: OutputFormat;
  fit: 'cover' | 'inside' | 'fill';
  crop?: { width: number; height: number } | { ratio: number };
}

/** A parameter the server cannot honour: answered with 400. */
export class ImageParamError extends Error {}

function dimension(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,5}$/.test(value)) throw new ImageParamError(`${name} must be a positive integer`);
  const number = Number(value);
  if (number < 1 || number > MAX_DIMENSION)
    throw new ImageParamError(`${name} must be between 1 and ${MAX_DIMENSION}`);
  return number;
}

const FORMATS: Record<string, OutputFormat> = {
  png: 'png',
  pjpg: 'jpeg',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
};
const FITS: Record<string, ImageParams['fit']> = {
  cover: 'cover',
  bounds: 'inside',
  contain: 'inside',
  crop: 'cover',
  fill: 'fill',
};

function parseCrop(value: string | undefined): ImageParams['crop'] {
  if (value === undefined || value === '') return undefined;
  const ratio = /^(\d{1,4}):(\d{1,4})$/.exec(value);
  if (ratio) {
    const w = Number(ratio[1]);
    const h = Number(ratio[2]);
    if (w > 0 && h > 0) return { ratio: w / h };
  }
  const size = /^(\d{1,5}),(\d{1,5})$/.exec(value);
  if (size) {
    const width = dimension(size[1], 'crop width') as number;
    const height = dimension(size[2], 'crop height') as number;
    return { width, height };
  }
  throw new ImageParamError('crop must be W:H (aspect ratio) or W,H (pixels)');
}

/**
 * Parses width, height, quality, format (png, pjpg, webp), auto=webp, fit and crop. The original format
 * is kept when none is asked; auto=webp upgrades to WebP only when the client accepts it.
 */
export function parseImageParams(
  query: Record<string, string | undefined>,
  accept: string | undefined,
  originalFormat: OutputFormat,
): ImageParams {
  const quality = query.quality === undefined || query.quality === '' ? 85 : Number(query.quality);
  if (!Number.isInteger(quality) || quality < 1 || quality > 100)
    throw new ImageParamError('quality must be an integer between 1 and 100');
  let format = originalFormat;
  if (query.format !== undefined && query.format !== '') {
    const chosen = FORMATS[query.format.toLowerCase()];
    if (!chosen) throw new ImageParamError('format must be png, pjpg, jpg or webp');
    format = chosen;
  }
  if (query.auto !== undefined && query.auto !== '') {
    if (query.auto !== 'webp') throw new ImageParamError('auto only supports webp');
    if (accept?.includes('image/webp')) format = 'webp';
  }
  const fit = query.fit === undefined || query.fit === '' ? 'cover' : FITS[query.fit.toLowerCase()];
  if (!fit) throw new ImageParamError('fit must be cover, bounds, crop or fill');
  const width = dimension(query.width, 'width');
  const height = dimension(query.height, 'height');
  const crop = parseCrop(query.crop);
  return {
    ...(width ? { width } : {}),
    ...(height ? { height } : {}),
    quality,
    format,
    fit,
    ...(crop ? { crop } : {}),
  };
}

/** Stable cache key of the parameters. */
export function paramsKey(params: ImageParams): string {
  return JSON.stringify([
    params.width,
    params.height,
    params.quality,
    params.format,
    params.fit,
    params.crop,
  ]);
}
