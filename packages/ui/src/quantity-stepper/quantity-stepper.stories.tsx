import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { QuantityStepper } from './quantity-stepper.tsx';
import type { QuantityStepperProps } from './quantity-stepper.tsx';

function Controlled(args: QuantityStepperProps) {
  const [value, setValue] = useState(args.value);
  return <QuantityStepper {...args} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Commerce/QuantityStepper',
  component: QuantityStepper,
  args: { value: 2, onChange: () => undefined, label: 'Quantité de Magnésium B6' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AtMinimum: Story = { args: { value: 1 } };
export const AtMaximum: Story = { args: { value: 10, max: 10 } };
export const Updating: Story = { args: { disabled: true } };
