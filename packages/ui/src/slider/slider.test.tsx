import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { Slider } from './slider.tsx';

const slides = ['One', 'Two', 'Three'].map((text) => <p key={text}>{text}</p>);
const current = () => screen.getByRole('group', { hidden: false });

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({
    matches,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('Slider', () => {
  it('is a labelled carousel whose hidden slides are out of the accessibility tree', async () => {
    const { container } = render(<Slider slides={slides} label="Highlights" />);
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(current()).toHaveAccessibleName('1 of 3');
    await expectNoAxeViolations(container);
  });

  it('moves with the arrows and wraps when infinite', async () => {
    render(<Slider slides={slides} label="Highlights" />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toHaveTextContent('Three');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toHaveTextContent('One');
  });

  it('stops at the ends when not infinite', async () => {
    render(<Slider slides={slides} label="Highlights" infinite={false} />);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(current()).toHaveTextContent('Three');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  });

  it('autoplays on a timer, pauses on hover and with the pause button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<Slider slides={slides} label="Highlights" autoplay autoplaySpeed={3000} />);
    const advance = (ms: number) =>
      act(() => {
        vi.advanceTimersByTime(ms);
      });
    advance(3000);
    expect(current()).toHaveTextContent('Two');
    fireEvent.pointerEnter(screen.getByRole('region'), { pointerType: 'mouse' });
    advance(6000);
    expect(current()).toHaveTextContent('Two');
    fireEvent.pointerLeave(screen.getByRole('region'), { pointerType: 'mouse' });
    advance(3000);
    expect(current()).toHaveTextContent('Three');
    await user.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    await user.tab();
    await user.tab();
    screen.getByRole('button', { name: 'Play the slideshow' }).blur();
    advance(9000);
    expect(current()).toHaveTextContent('Three');
  });

  it('does not autoplay when the shopper prefers reduced motion', () => {
    vi.useFakeTimers();
    mockReducedMotion(true);
    render(<Slider slides={slides} label="Highlights" autoplay autoplaySpeed={1000} />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(current()).toHaveTextContent('One');
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
  });

  it('swipes on touch', () => {
    render(<Slider slides={slides} label="Highlights" />);
    const viewport = current().parentElement!.parentElement!;
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 200 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 100 });
    expect(current()).toHaveTextContent('Two');
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 100 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 190 });
    expect(current()).toHaveTextContent('One');
  });

  it('shows no controls for a single slide', () => {
    render(<Slider slides={slides.slice(0, 1)} label="Highlights" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
