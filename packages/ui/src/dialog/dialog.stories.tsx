import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Dialog } from './dialog.tsx';
import type { DialogProps } from './dialog.tsx';

function WithTrigger(args: DialogProps) {
  const [open, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button priority="high" onClick={() => setOpen(true)}>
        Ouvrir la fenêtre
      </Button>
      <Dialog
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
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    isOpen: true,
    onClose: fn(),
    title: 'Livraison offerte',
    children: (
      <p style={{ margin: 0 }}>
        La livraison est offerte dès 49 € d’achat en France métropolitaine. Les commandes passées
        avant 14 h partent le jour même.
      </p>
    ),
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithActions: Story = {
  args: {
    title: 'Retirer cet article ?',
    children: <p style={{ margin: 0 }}>Magnésium B6 — 60 gélules sera retiré de votre panier.</p>,
    footer: (
      <>
        <Button priority="normal">Annuler</Button>
        <Button priority="high" negative>
          Retirer
        </Button>
      </>
    ),
  },
};
export const Closed: Story = { args: { isOpen: false } };
