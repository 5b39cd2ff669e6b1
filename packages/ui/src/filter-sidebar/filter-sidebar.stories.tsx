import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SidePanel } from '../side-panel/side-panel.tsx';
import { someFilterGroups } from '../testing/catalog.fixtures.ts';
import { FilterOpenButton, FilterSidebar, countSelected } from './filter-sidebar.tsx';
import type { FilterSelection } from './filter-sidebar.types.ts';

function toggle(selection: FilterSelection, group: string, value: string): FilterSelection {
  const current = selection[group] ?? [];
  return {
    ...selection,
    [group]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value],
  };
}

const meta = {
  title: 'Catalog/FilterSidebar',
  component: FilterSidebar,
  args: {
    groups: someFilterGroups(),
    selected: { benefit: ['sleep'], form: ['capsule'] },
    onToggle: () => undefined,
    onClearAll: () => undefined,
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <FilterSidebar
        {...args}
        selected={selected}
        onToggle={(group, value) => setSelected((s) => toggle(s, group, value))}
        onClearAll={() => setSelected({})}
      />
    );
  },
} satisfies Meta<typeof FilterSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActiveFilters: Story = {};
export const NoneActive: Story = { args: { selected: {} } };

/** Phones: the Filter button opens the same content in a bottom sheet. */
export const MobilePanel: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [selected, setSelected] = useState(args.selected);
    return (
      <>
        <FilterOpenButton activeCount={countSelected(selected)} onClick={() => setOpen(true)} />
        <SidePanel isOpen={open} onClose={() => setOpen(false)} title="Filtres">
          <FilterSidebar
            {...args}
            hideTitle
            selected={selected}
            onToggle={(group, value) => setSelected((s) => toggle(s, group, value))}
            onClearAll={() => setSelected({})}
          />
        </SidePanel>
      </>
    );
  },
};
