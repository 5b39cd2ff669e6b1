import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SLIDER_FIXTURE } from '@vitrine/rich-content/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { renderMarkup } from './rich-content.test-utils.tsx';
import { loadAllBlockFamilies } from './block-registry.tsx';

// The browser entry fetches the renderers a page needs before hydrating it (decision 105).
beforeAll(loadAllBlockFamilies);

function slides() {
  return screen.getAllByRole('group', { hidden: true });
}

function current() {
  return slides().findIndex((slide) => slide.getAttribute('aria-hidden') !== 'true');
}

const FINITE = SLIDER_FIXTURE.replace(
  'data-infinite-loop="true"',
  'data-infinite-loop="false"',
).replace('data-autoplay="true"', 'data-autoplay="false"');

describe('slider block', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows one slide at a time, the others inert and hidden from assistive technology', () => {
    renderMarkup(FINITE, { loadScript: () => new Promise(() => {}) });
    expect(slides()).toHaveLength(2);
    expect(current()).toBe(0);
    expect(slides()[1]).toHaveAttribute('inert');
    expect(slides()[0]).toHaveAccessibleName('1 of 2');
  });

  it('moves with the arrows and dots, stopping at the ends when not infinite', async () => {
    renderMarkup(FINITE, { loadScript: () => new Promise(() => {}) });
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(current()).toBe(1);
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('wraps around when infinite', async () => {
    renderMarkup(SLIDER_FIXTURE.replace('data-autoplay="true"', 'data-autoplay="false"'), {
      loadScript: () => new Promise(() => {}),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(0);
  });

  it('autoplays at the author’s speed, pauses while hovered and stops with the pause button', () => {
    vi.useFakeTimers();
    renderMarkup(SLIDER_FIXTURE, { loadScript: () => new Promise(() => {}) });
    expect(current()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(current()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(current()).toBe(1);

    const carousel = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(carousel);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(current()).toBe(1);
    fireEvent.mouseLeave(carousel);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(current()).toBe(0);

    fireEvent.click(within(carousel).getByRole('button', { name: 'Pause the slideshow' }));
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(current()).toBe(0);
    fireEvent.click(within(carousel).getByRole('button', { name: 'Play the slideshow' }));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(current()).toBe(1);
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderMarkup(SLIDER_FIXTURE, { loadScript: () => new Promise(() => {}) });
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(current()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Pause the slideshow' })).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderMarkup(FINITE, { loadScript: () => new Promise(() => {}) });
    await expectNoAxeViolations(container);
  });
});
