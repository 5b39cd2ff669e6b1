import type { ImageUrlBuilder } from '../image/image.tsx';

const palette = ['#e9dcc8', '#d8c3a5', '#c9ad8a', '#efe2cf', '#dccab0', '#e4d2bb', '#cfb596'];

/**
 * A stand-in for graphql-client's image URL builder that needs no server: it draws an SVG of the
 * requested size (a bottle silhouette on a warm background) and records the size in the URL.
 */
export const svgImageUrl: ImageUrlBuilder = (src, { width, height }) => {
  const seed = [...src].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const background = palette[seed % palette.length] ?? '#e9dcc8';
  const bottle = `<rect x='${width * 0.36}' y='${height * 0.3}' width='${width * 0.28}' height='${height * 0.5}' rx='${width * 0.04}' fill='%233f2c1f'/><rect x='${width * 0.42}' y='${height * 0.2}' width='${width * 0.16}' height='${height * 0.11}' rx='${width * 0.02}' fill='%2355402f'/><rect x='${width * 0.39}' y='${height * 0.45}' width='${width * 0.22}' height='${height * 0.16}' fill='%23fdfaf4'/>`;
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'><rect width='100%' height='100%' fill='${background.replace('#', '%23')}'/>${bottle}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${svg}#${encodeURIComponent(src)}-${width}x${height}`;
};

/** A product's media gallery entries (spec §3), as the storefront maps them. */
export function aProductGallery(count = 5): { src: string; alt: string }[] {
  const views = [
    'Flacon de face',
    'Flacon de dos',
    'Gélules',
    'Étiquette',
    'Dans la main',
    'Ambiance',
    'Boîte',
  ];
  return Array.from({ length: count }, (_, index) => ({
    src: `/media/catalog/product/m/a/magnesium-b6-${index + 1}.jpg`,
    alt: `Magnésium B6 — ${views[index % views.length] ?? 'vue'}`,
  }));
}
