import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessages } from '@vitrine/validation';
import { Link } from '../link/link.tsx';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Recevoir la newsletter Orsalis' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
/** Ticked and locked, with the reason (a card kept for a subscription's renewals). */
export const CheckedAndLocked: Story = {
  args: {
    checked: true,
    disabled: true,
    readOnly: true,
    label: 'Enregistrer cette carte pour mes prochains achats',
    helperText: 'Votre carte sera utilisée pour les prochaines livraisons de votre abonnement.',
  },
};
export const ConsentWithError: Story = {
  args: {
    required: true,
    error: validationMessages.consentRequired,
    label: (
      <>
        J’accepte que mes données soient utilisées pour traiter ma demande (
        <Link href="/privacy-policy">politique de confidentialité</Link>).
      </>
    ),
  },
};
export const WithHelper: Story = {
  args: { helperText: 'Un e-mail par mois, désinscription en un clic.' },
};
