import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './price.tsx';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { final: { amount: 1290, currency: 'EUR' } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const Discounted: Story = {
  args: { final: { amount: 1990, currency: 'EUR' }, regular: { amount: 2490, currency: 'EUR' } },
};
export const Large: Story = { args: { size: 'lg', final: { amount: 3450, currency: 'EUR' } } };
export const Small: Story = { args: { size: 'sm' } };
export const EnglishLocale: Story = { args: { locale: 'en-GB' } };
