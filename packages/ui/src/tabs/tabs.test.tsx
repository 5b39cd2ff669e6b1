import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { Tabs } from './tabs.tsx';

const tabs = [
  { id: 'a', label: 'Description', content: <p>About</p> },
  { id: 'b', label: 'Composition', content: <p>Ingredients</p> },
  { id: 'c', label: 'Usage', content: <p>Two a day</p> },
];

describe('Tabs', () => {
  it('shows the default tab and its panel', async () => {
    const { container } = render(<Tabs tabs={tabs} defaultIndex={1} label="Product" />);
    expect(screen.getByRole('tab', { name: 'Composition' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Composition' })).toHaveTextContent('Ingredients');
    expect(screen.queryByText('About')).not.toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('moves with arrow keys, wrapping, and Home/End, with one tab stop', async () => {
    const onChange = vi.fn();
    render(<Tabs tabs={tabs} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Usage' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Two a day');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{Home}');
    expect(onChange.mock.calls.map(([index]) => index as number)).toEqual([2, 0, 2, 0]);
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects on click and follows a controlled index', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Tabs tabs={tabs} selectedIndex={0} onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Usage' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    rerender(<Tabs tabs={tabs} selectedIndex={2} onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Usage' })).toHaveAttribute('aria-selected', 'true');
  });
});
