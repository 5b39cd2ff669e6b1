import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select.tsx';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    'aria-label': 'Quantité par envoi',
    options: [
      { value: '30', label: '30 gélules' },
      { value: '60', label: '60 gélules' },
      { value: '90', label: '90 gélules', disabled: true },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = {
  args: { placeholder: 'Choisissez un format', defaultValue: '' },
};
export const Disabled: Story = { args: { disabled: true } };
