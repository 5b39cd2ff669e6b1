import type { Meta, StoryObj } from '@storybook/react-vite';
import { OnlineIndicator } from './online-indicator.tsx';

const meta = {
  title: 'Feedback/OnlineIndicator',
  component: OnlineIndicator,
  args: { isOnline: false },
} satisfies Meta<typeof OnlineIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {};
export const Online: Story = { args: { isOnline: true } };
