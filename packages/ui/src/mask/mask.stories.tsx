import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Mask } from './mask.tsx';

const meta = {
  title: 'Overlays/Mask',
  component: Mask,
  args: { isActive: true, onDismiss: fn() },
  render: (args) => (
    <>
      <p>Le contenu de la page, voilé quand un tiroir est ouvert.</p>
      <Mask {...args} />
    </>
  ),
} satisfies Meta<typeof Mask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Inactive: Story = { args: { isActive: false } };
