import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Ajouter au panier', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const High: Story = { args: { priority: 'high' } };
export const Normal: Story = { args: { priority: 'normal' } };
export const Low: Story = { args: { priority: 'low', children: 'Voir le détail' } };
export const HighNegative: Story = {
  args: { priority: 'high', negative: true, children: 'Supprimer' },
};
export const NormalNegative: Story = {
  args: { priority: 'normal', negative: true, children: 'Annuler la commande' },
};
export const LowNegative: Story = {
  args: { priority: 'low', negative: true, children: 'Retirer' },
};
export const Disabled: Story = { args: { priority: 'high', disabled: true } };
export const Busy: Story = { args: { priority: 'high', busy: true, children: 'Ajout en cours…' } };
export const FullWidth: Story = { args: { priority: 'high', fullWidth: true } };

/** Every priority and its negative variant side by side, as a reviewer compares them. */
export const All: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-4)', justifyItems: 'start' }}>
      {(['high', 'normal', 'low'] as const).map((priority) => (
        <div key={priority} style={{ display: 'flex', gap: 'var(--space-4)', flexWrap: 'wrap' }}>
          <Button {...args} priority={priority}>
            {priority}
          </Button>
          <Button {...args} priority={priority} negative>
            {priority} negative
          </Button>
        </div>
      ))}
    </div>
  ),
};
