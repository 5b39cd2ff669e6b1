import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { aProductGallery } from '../testing/images.fixtures.ts';
import { GALLERY_PLACEHOLDERS, ProductGallery } from './product-gallery.tsx';

const images = aProductGallery(4);
const main = () => screen.getAllByRole('img')[0]!;

describe('ProductGallery', () => {
  it('shows 7 thumbnail placeholders while loading', () => {
    const { container } = render(<ProductGallery images={[]} isLoading />);
    expect(GALLERY_PLACEHOLDERS).toBe(7);
    expect(container.querySelectorAll('[class*="placeholder"]')).toHaveLength(7);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the first image eagerly, then others by arrows and thumbnails', async () => {
    const { container } = render(<ProductGallery images={images} />);
    expect(main()).toHaveAccessibleName(images[0]!.alt);
    expect(main()).toHaveAttribute('loading', 'eager');
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(main()).toHaveAccessibleName(images[1]!.alt);
    expect(main()).toHaveAttribute('loading', 'lazy');
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(main()).toHaveAccessibleName(images[3]!.alt);
    const thumbnails = within(screen.getByRole('list', { name: 'Choose an image' }));
    await userEvent.click(thumbnails.getByRole('button', { name: images[2]!.alt }));
    expect(main()).toHaveAccessibleName(images[2]!.alt);
    expect(thumbnails.getByRole('button', { name: images[2]!.alt })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectNoAxeViolations(container);
  });

  it('zooms under a hovering mouse and not under a finger', () => {
    render(<ProductGallery images={images} />);
    const frame = main().closest('[class*="main"]')!.parentElement!;
    frame.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 250 }) as DOMRect;
    fireEvent.pointerMove(frame, { pointerType: 'touch', clientX: 50, clientY: 50 });
    expect(frame.className).not.toMatch(/zoomed/);
    fireEvent.pointerMove(frame, { pointerType: 'mouse', clientX: 50, clientY: 125 });
    expect(frame.className).toMatch(/zoomed/);
    expect(frame).toHaveStyle({ '--zoom-x': '25%', '--zoom-y': '50%' });
    fireEvent.pointerLeave(frame);
    expect(frame.className).not.toMatch(/zoomed/);
  });

  it('has no arrows or thumbnails for a single image', () => {
    render(<ProductGallery images={images.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps no column for thumbnails when there is one image (its style sheet reads the layout)', () => {
    const { container, rerender } = render(<ProductGallery images={images.slice(0, 1)} />);
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'single');
    rerender(<ProductGallery images={images} />);
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'thumbnails');
  });
});
