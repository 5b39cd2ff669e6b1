import { describe, expect, it } from 'vitest';
import {
  ROW_CONTAINED_FIXTURE,
  ROW_FULL_WIDTH_LEGACY_FIXTURE,
  ROW_WITHOUT_INNER_FIXTURE,
} from '../testing/index.ts';
import { only } from './readers.test-utils.ts';

const row = (html: string) => {
  const block = only(html);
  if (block?.type !== 'row') throw new Error(`expected a row, got ${block?.type ?? 'nothing'}`);
  return block;
};

describe('rows, whichever element carries their settings', () => {
  it('takes the direct children of a row without an inner element, first one included', () => {
    const block = row(ROW_WITHOUT_INNER_FIXTURE);
    expect(block.children.map((child) => [child.id, child.type])).toEqual([
      ['b0-0', 'heading'],
      ['b0-1', 'text'],
    ]);
    expect([block.style.backgroundColor, block.style.paddings, block.verticalAlignment]).toEqual([
      'rgb(245, 239, 230)',
      { top: '20px', right: '10px', bottom: '20px', left: '10px' },
      'top',
    ]);
  });

  it('still reads a contained row’s settings and children from its inner element', () => {
    const block = row(ROW_CONTAINED_FIXTURE);
    expect([block.style.paddings.top, block.style.cssClasses, block.children[0]?.type]).toEqual([
      '40px',
      ['orsalis-intro'],
      'column-group',
    ]);
  });

  it('reads a Page Builder 1.3 full-width row’s paddings from its inner element', () => {
    const block = row(ROW_FULL_WIDTH_LEGACY_FIXTURE);
    expect([block.style.paddings, block.style.margins, block.style.backgroundColor]).toEqual([
      { top: '40px', right: '10px', bottom: '30px', left: '10px' },
      { top: '0px', right: '0px', bottom: '10px', left: '0px' },
      'rgb(245, 239, 230)',
    ]);
    expect(block.children.map((child) => child.type)).toEqual(['text']);
  });

  it('reads a newer full-width row’s paddings from its main element when the inner has none', () => {
    const block = row(
      `<style>#html-body [data-pb-style=FWN]{justify-content:flex-start;display:flex;flex-direction:column;padding:24px 16px}</style><div data-content-type="row" data-appearance="full-width" data-enable-parallax="0" data-parallax-speed="0.5" data-background-images="{}" data-background-type="image" data-element="main" data-pb-style="FWN"><div class="row-full-width-inner" data-element="inner"><div data-content-type="text" data-appearance="default" data-element="main"><p>Livraison en 48 h</p></div></div></div>`,
    );
    expect(block.style.paddings).toEqual({
      top: '24px',
      right: '16px',
      bottom: '24px',
      left: '16px',
    });
  });
});
