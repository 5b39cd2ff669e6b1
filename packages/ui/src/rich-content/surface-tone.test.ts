import { describe, expect, it } from 'vitest';
import { backgroundTone, parseColour, surfaceTone } from './surface-tone.ts';

describe('surface tone', () => {
  it('reads hex and functional colours, with or without alpha', () => {
    expect(parseColour('#fff')).toEqual([255, 255, 255, 1]);
    expect(parseColour('#2F201680')).toEqual([0x2f, 0x20, 0x16, 0x80 / 255]);
    expect(parseColour('rgba(10, 20, 30, 0.5)')).toEqual([10, 20, 30, 0.5]);
    expect(parseColour('rgb(100% 0% 0% / 25%)')).toEqual([255, 0, 0, 0.25]);
    expect(parseColour('rgb(300, 0, 0)')).toBeUndefined();
    expect(parseColour('hsl(0 0% 0%)')).toBeUndefined();
  });

  it('puts cream text on dark colours and brown text on light ones', () => {
    expect(surfaceTone('#2f2016')).toBe('dark');
    expect(surfaceTone('rgb(0, 0, 0)')).toBe('dark');
    expect(surfaceTone('#f6efe4')).toBe('light');
    expect(surfaceTone('#ffd966')).toBe('light');
  });

  it('leaves the choice to the author when the colour only tints or cannot be read', () => {
    expect(surfaceTone('rgba(0, 0, 0, 0.1)')).toBeUndefined();
    expect(surfaceTone('var(--brand)')).toBeUndefined();
    expect(surfaceTone(undefined)).toBeUndefined();
  });

  it('takes a video overlay first, and no tone over an image', () => {
    expect(backgroundTone({ video: { overlayColor: '#000' } }, '#fff')).toBe('dark');
    expect(backgroundTone({ desktopImage: '/media/a.jpg' }, '#000')).toBeUndefined();
    expect(backgroundTone({}, '#000')).toBe('dark');
  });
});
