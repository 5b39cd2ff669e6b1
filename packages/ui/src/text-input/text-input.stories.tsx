import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Icon } from '../icon/icon.tsx';
import { TextInput } from './text-input.tsx';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  args: { 'aria-label': 'Nom', placeholder: 'Votre nom' },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Marie Dupont' } };
export const Disabled: Story = { args: { defaultValue: 'FR', disabled: true } };
export const Invalid: Story = { args: { defaultValue: 'marie@', 'aria-invalid': true } };

/** A search box: icon before, 'Close' button after. */
export const Search: Story = {
  args: { onClear: fn(), clearLabel: 'close' },
  render: function Render(args) {
    const [value, setValue] = useState('magnésium');
    return (
      <TextInput
        {...args}
        type="search"
        aria-label="Rechercher"
        placeholder="Rechercher un produit"
        before={<Icon name="search" size={20} />}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onClear={() => setValue('')}
      />
    );
  },
};
