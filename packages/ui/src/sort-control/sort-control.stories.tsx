import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { someSortOptions } from '../testing/catalog.fixtures.ts';
import { SortControl, SortedBy } from './sort-control.tsx';

const meta = {
  title: 'Catalog/SortControl',
  component: SortControl,
  args: { options: someSortOptions(), value: 'price_ASC', onChange: () => undefined },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ display: 'grid', gap: 'var(--space-3)', justifyItems: 'start' }}>
        <SortControl {...args} value={value} onChange={setValue} />
        <SortedBy options={args.options} value={value} />
      </div>
    );
  },
} satisfies Meta<typeof SortControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
