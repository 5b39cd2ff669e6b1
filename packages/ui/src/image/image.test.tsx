import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { DEFAULT_IMAGE_RATIO, IMAGE_WIDTHS, Image, buildSrcSet, heightFor } from './image.tsx';
import type { ImageUrlBuilder } from './image.tsx';

const buildUrl: ImageUrlBuilder = (src, { width, height }) =>
  `${src}?width=${width}&height=${height}`;

describe('Image', () => {
  it('offers every width of the spec in srcset through the URL builder', () => {
    render(<Image src="/p.jpg" alt="Bottle" buildUrl={buildUrl} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Bottle' });
    expect(IMAGE_WIDTHS).toEqual([40, 80, 160, 320, 640, 960, 1280, 1600, 2560]);
    const srcset = img.getAttribute('srcset')!.split(', ');
    expect(srcset).toHaveLength(9);
    expect(srcset[0]).toBe('/p.jpg?width=40&height=50 40w');
    expect(srcset[8]).toBe('/p.jpg?width=2560&height=3200 2560w');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('src', '/p.jpg?width=640&height=800');
  });

  it('reserves its box at the 0.8 default ratio, with intrinsic size, so nothing shifts', () => {
    render(<Image src="/p.jpg" alt="Bottle" buildUrl={buildUrl} />);
    const img = screen.getByRole('img');
    expect(DEFAULT_IMAGE_RATIO).toBe(0.8);
    expect(img.parentElement).toHaveStyle({ aspectRatio: '0.8' });
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '800');
  });

  it('loads lazily unless it is the priority (LCP) image', () => {
    const { rerender } = render(<Image src="/p.jpg" alt="Bottle" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    rerender(<Image src="/p.jpg" alt="Bottle" priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('serves the source as is without a URL builder', () => {
    render(<Image src="/p.jpg" alt="Bottle" ratio={1} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/p.jpg');
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
  });

  it('computes heights from the ratio', () => {
    expect(heightFor(320, 0.8)).toBe(400);
    expect(buildSrcSet('/a.jpg', buildUrl, 1, [40, 80])).toBe(
      '/a.jpg?width=40&height=40 40w, /a.jpg?width=80&height=80 80w',
    );
  });

  it('has no accessibility violations, decorative or described', async () => {
    const { container } = render(
      <>
        <Image src="/a.jpg" alt="Magnesium bottle" />
        <Image src="/b.jpg" alt="" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
