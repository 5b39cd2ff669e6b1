import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../icon/icon.tsx';
import { Badge } from './badge.tsx';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { count: 3 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const OverNinetyNine: Story = { args: { count: 120 } };
export const Neutral: Story = { args: { count: 12, tone: 'neutral' } };
export const ZeroShown: Story = { args: { count: 0, showZero: true, tone: 'neutral' } };

/** As on the header's cart trigger. */
export const OnCartTrigger: Story = {
  render: (args) => (
    <button
      type="button"
      aria-label={`Panier, ${args.count} articles`}
      style={{ position: 'relative', background: 'none', border: 0, padding: 'var(--space-2)' }}
    >
      <Icon name="bag" />
      <span style={{ position: 'absolute', top: 0, right: 0 }}>
        <Badge {...args} />
      </span>
    </button>
  ),
};
