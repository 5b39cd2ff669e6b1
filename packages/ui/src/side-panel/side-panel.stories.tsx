import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { SidePanel } from './side-panel.tsx';
import type { SidePanelProps } from './side-panel.tsx';

function WithTrigger(args: SidePanelProps) {
  const [open, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button priority="normal" onClick={() => setOpen(true)}>
        Filtrer
      </Button>
      <SidePanel
        {...args}
        isOpen={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/SidePanel',
  component: SidePanel,
  args: {
    isOpen: true,
    onClose: fn(),
    title: 'Filtres',
    children: (
      <ul
        style={{ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: 'var(--space-3)' }}
      >
        <li>Vitamines</li>
        <li>Minéraux</li>
        <li>Plantes</li>
      </ul>
    ),
    footer: (
      <Button priority="high" fullWidth>
        Voir 24 produits
      </Button>
    ),
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { isOpen: false } };
