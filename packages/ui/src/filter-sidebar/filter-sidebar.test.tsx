import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe.ts';
import { someFilterGroups } from '../testing/catalog.fixtures.ts';
import { FilterOpenButton, FilterSidebar, countSelected } from './filter-sidebar.tsx';

function setup(selected = { benefit: ['sleep'] }) {
  const onToggle = vi.fn();
  const onClearAll = vi.fn();
  const view = render(
    <FilterSidebar
      groups={someFilterGroups()}
      selected={selected}
      onToggle={onToggle}
      onClearAll={onClearAll}
    />,
  );
  return { onToggle, onClearAll, ...view };
}

describe('FilterSidebar', () => {
  it('lists each attribute with its values and counts, chosen ones ticked', async () => {
    const { container } = setup();
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Sommeil (9)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Énergie (14)' })).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('reports a toggled value', async () => {
    const { onToggle } = setup();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gélules (21)' }));
    expect(onToggle).toHaveBeenCalledWith('form', 'capsule');
  });

  it('shows five values, then the rest on Show more', async () => {
    setup({ benefit: [] });
    const block = screen.getByRole('button', { name: 'Bienfait' }).closest('section')!;
    expect(within(block).getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.click(within(block).getByRole('button', { name: 'Show more' }));
    expect(within(block).getAllByRole('checkbox')).toHaveLength(7);
    await userEvent.click(within(block).getByRole('button', { name: 'Show less' }));
    expect(within(block).getAllByRole('checkbox')).toHaveLength(5);
  });

  it('collapses an attribute from its heading button', async () => {
    setup();
    const trigger = screen.getByRole('button', { name: 'Forme' });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Gélules (21)' })).toBeNull();
  });

  it('removes a filter from its chip and clears all', async () => {
    const { onToggle, onClearAll } = setup();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    await userEvent.click(
      within(chips).getByRole('button', { name: 'Remove filter Bienfait: Sommeil' }),
    );
    expect(onToggle).toHaveBeenCalledWith('benefit', 'sleep');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
  });

  it('offers no Clear all without active filters', () => {
    setup({ benefit: [] });
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });
});

describe('FilterOpenButton', () => {
  it('says how many filters are active', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<FilterOpenButton activeCount={2} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filter, 2 active' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<FilterOpenButton activeCount={0} onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    expect(countSelected({ a: ['1', '2'], b: ['3'] })).toBe(3);
  });
});
