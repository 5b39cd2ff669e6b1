import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { toToast } from '../machines/toast.model.ts';
import { ToastContainer } from './toast-container.tsx';
import { ToastProvider, useToasts } from './toast-provider.tsx';

const at = 1_700_000_000_000;

const meta = {
  title: 'Feedback/Toast',
  component: ToastContainer,
  args: {
    onRemove: fn(),
    toasts: [
      toToast(
        { type: 'success', message: 'The email address is subscribed.', dismissable: true },
        at,
      ),
      toToast({ type: 'info', message: 'You are online.', timeout: 3000 }, at + 1),
      toToast(
        { type: 'warning', message: 'You are offline. Some features may be unavailable.' },
        at + 2,
      ),
      toToast(
        {
          type: 'error',
          message: 'Sorry! An unexpected error occurred.',
          timeout: 15000,
          dismissable: true,
          actionText: 'Réessayer',
          onAction: () => undefined,
        },
        at + 3,
      ),
    ],
  },
} satisfies Meta<typeof ToastContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTypes: Story = {};

function Demo() {
  const { addToast } = useToasts();
  return (
    <div style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap' }}>
      <Button
        priority="high"
        onClick={() => addToast({ type: 'success', message: 'Produit ajouté au panier.' })}
      >
        Succès (5 s)
      </Button>
      <Button
        priority="normal"
        negative
        onClick={() =>
          addToast({
            type: 'error',
            message: 'Sorry! An unexpected error occurred.',
            timeout: 15000,
            dismissable: true,
          })
        }
      >
        Erreur (15 s, fermable)
      </Button>
    </div>
  );
}

/** The provider with its machine: toasts leave after their timeout; adding twice marks a duplicate. */
export const WithProvider: Story = {
  args: { toasts: [] },
  render: () => (
    <ToastProvider>
      <Demo />
    </ToastProvider>
  ),
};
