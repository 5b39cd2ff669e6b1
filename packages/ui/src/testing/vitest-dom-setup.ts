/**
 * DOM test setup for the design system: jest-dom matchers, Testing Library cleanup after each test,
 * and the few browser APIs jsdom lacks that components feature-detect anyway.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// jsdom has no canvas; axe probes one for icon-font detection and jsdom would print "Not
// implemented" for every run. Answering "no context" is what a canvas-less browser does.
// Machine tests run in the node environment, where there is no canvas at all.
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = () => null;
}
