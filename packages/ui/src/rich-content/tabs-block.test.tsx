import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TABS_FIXTURE } from '@vitrine/rich-content/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { renderMarkup } from './rich-content.test-utils.tsx';
import { loadAllBlockFamilies } from './block-registry.tsx';

// The browser entry fetches the renderers a page needs before hydrating it (decision 105).
beforeAll(loadAllBlockFamilies);

describe('tabs block', () => {
  it('opens on the author’s default tab, with every panel in the document', () => {
    renderMarkup(TABS_FIXTURE);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Composition', "Conseils d'utilisation"]);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('2 gélules par jour.');
    expect(screen.getByText('Magnésium marin, vitamine B6.')).not.toBeVisible();
  });

  it('switches tabs on click', async () => {
    renderMarkup(TABS_FIXTURE);
    await userEvent.click(screen.getByRole('tab', { name: 'Composition' }));
    expect(screen.getByRole('tab', { name: 'Composition' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Composition' })).toHaveTextContent(
      'Magnésium marin, vitamine B6.',
    );
    expect(screen.getByText('2 gélules par jour.')).not.toBeVisible();
  });

  it('moves with the arrow keys, Home and End, wrapping around, with one tab in the tab order', async () => {
    renderMarkup(TABS_FIXTURE);
    const [first, second] = screen.getAllByRole('tab');
    expect(first).toHaveAttribute('tabindex', '-1');
    expect(second).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(second).toHaveAttribute('aria-selected', 'true');
  });

  it('aligns the tab list as the author chose', () => {
    renderMarkup(TABS_FIXTURE);
    expect(screen.getByRole('tablist').className).toMatch(/\bcenter\b/);
  });

  it('has no accessibility violations', async () => {
    const { container } = renderMarkup(TABS_FIXTURE);
    await expectNoAxeViolations(container);
  });
});
