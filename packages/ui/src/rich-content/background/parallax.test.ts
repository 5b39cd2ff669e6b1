import { describe, expect, it } from 'vitest';
import { parallaxFrame } from './parallax.ts';

const at = (
  top: number,
  speed: number,
  type: Parameters<typeof parallaxFrame>[0]['type'] = 'scroll',
) => parallaxFrame({ top, height: 400, viewportHeight: 800, speed, type });

describe('parallaxFrame', () => {
  it('holds still at speed 1 and moves within the 1.25× slack otherwise', () => {
    expect(at(0, 1).translateY).toBe(0);
    // Entering at the bottom (top = viewport height) and leaving at the top (top = -height).
    expect(at(800, 0).translateY).toBe(-50);
    expect(at(-400, 0).translateY).toBe(50);
    expect(at(800, 0.5).translateY).toBe(-25);
    expect(at(200, 0.5).translateY).toBe(0);
  });

  it('moves the other way with a negative speed, capped so the block is never uncovered', () => {
    expect(at(-400, -1).translateY).toBe(50);
    expect(at(-400, 2).translateY).toBe(-50);
    expect(Math.abs(at(-4000, -1).translateY)).toBeLessThanOrEqual(50);
  });

  it('fades for the opacity types and scales for the scale types', () => {
    expect(at(200, 0.5, 'opacity')).toEqual({ translateY: 0, scale: 1, opacity: 1 });
    expect(at(800, 0.5, 'scroll-opacity').opacity).toBe(0);
    expect(at(-400, 0, 'scale').scale).toBe(1.25);
    expect(at(800, 0, 'scale-opacity')).toEqual({ translateY: 0, scale: 1, opacity: 0 });
  });
});
