// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { markRootStylesheets } from './root-stylesheets.ts';

const links = () =>
  [...document.querySelectorAll('link')].map((link) => [link.getAttribute('href'), link.media]);

beforeEach(() => {
  document.head.innerHTML = '<link rel="stylesheet" href="/assets/shell-a.css#"/>';
});

describe('markRootStylesheets', () => {
  it('adds an inert link the preload helper finds for a root stylesheet lazy chunks share', () => {
    markRootStylesheets(document, ['/assets/shell-a.css#']);
    expect(links()).toEqual([
      ['/assets/shell-a.css#', ''],
      ['/assets/shell-a.css', 'not all'],
    ]);
    expect(
      document.querySelector('link[href="/assets/shell-a.css"][rel="stylesheet"]'),
    ).not.toBeNull();
  });

  it('leaves stylesheets without the mark, and adds nothing twice', () => {
    markRootStylesheets(document, ['/assets/tokens.css', '/assets/shell-a.css#']);
    markRootStylesheets(document, ['/assets/shell-a.css#']);
    expect(links()).toHaveLength(2);
  });
});
