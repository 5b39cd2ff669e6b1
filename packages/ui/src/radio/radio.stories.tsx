import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RadioGroup } from './radio.tsx';
import type { RadioGroupProps } from './radio.tsx';

const options = [
  { value: 'colissimo', label: 'Colissimo — 2 à 3 jours' },
  { value: 'instore', label: 'Retrait en boutique — gratuit' },
  { value: 'express', label: 'Express — 24 h', disabled: true },
];

function Controlled(args: RadioGroupProps) {
  const [value, setValue] = useState(args.value);
  return <RadioGroup {...args} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/Radio',
  component: RadioGroup,
  args: {
    legend: 'Mode de livraison',
    name: 'shipping',
    options,
    value: 'colissimo',
    onChange: () => undefined,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Group: Story = {};
export const Required: Story = { args: { required: true, value: null } };
export const WithError: Story = {
  args: {
    required: true,
    value: null,
    error: { id: 'validation.isRequired', defaultMessage: 'Is required.' },
  },
};

/** Colour swatches: a dot before each label (the label still names the colour). */
export const WithSwatches: Story = {
  args: {
    legend: 'Couleur des gummies',
    name: 'colour',
    value: 'rouge',
    options: [
      { value: 'rouge', label: 'Rouge framboise', swatch: '#c0392b' },
      { value: 'orange', label: 'Orange', swatch: '#e67e22' },
      { value: 'vert', label: 'Vert pomme', swatch: '#7dbb42', disabled: true },
    ],
  },
};
