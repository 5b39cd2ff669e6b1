import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessages } from '@vitrine/validation';
import { useState } from 'react';
import { Password } from '../password/password.tsx';
import { Select } from '../select/select.tsx';
import { TextInput } from '../text-input/text-input.tsx';
import { Field } from './field.tsx';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'Adresse e-mail', children: null },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Required: Story = {
  render: (args) => (
    <Field {...args}>
      <TextInput type="email" autoComplete="email" autoCapitalize="off" />
    </Field>
  ),
};

export const Optional: Story = {
  args: {
    label: 'Téléphone',
    optional: true,
    helperText: 'Pour vous joindre au sujet de la livraison.',
  },
  render: (args) => (
    <Field {...args}>
      <TextInput type="tel" autoComplete="tel" />
    </Field>
  ),
};

export const WithError: Story = {
  args: { error: validationMessages.validateEmail },
  render: (args) => (
    <Field {...args}>
      <TextInput type="email" defaultValue="marie.dupont@" />
    </Field>
  ),
};

export const PasswordWithPolicyError: Story = {
  args: { label: 'Mot de passe', error: validationMessages.validatePassword },
  render: (args) => (
    <Field {...args}>
      <Password autoComplete="new-password" defaultValue="motdepasse" />
    </Field>
  ),
};

export const WithSelect: Story = {
  args: { label: 'Motif de contact' },
  render: (args) => (
    <Field {...args}>
      <Select
        placeholder="Choisissez un motif"
        options={[
          { value: 'order', label: 'Ma commande' },
          { value: 'product', label: 'Un produit' },
          { value: 'other', label: 'Autre demande' },
        ]}
      />
    </Field>
  ),
};

/** A small form, to judge rhythm between fields. */
export const Form: Story = {
  render: function Render() {
    const [email, setEmail] = useState('');
    return (
      <form
        style={{ display: 'grid', gap: 'var(--space-5)' }}
        onSubmit={(event) => event.preventDefault()}
      >
        <Field label="Prénom">
          <TextInput autoComplete="given-name" />
        </Field>
        <Field
          label="Adresse e-mail"
          error={email === '' ? null : validationMessages.validateEmail}
        >
          <TextInput
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onClear={() => setEmail('')}
          />
        </Field>
        <Field label="Numéro de commande" optional>
          <TextInput />
        </Field>
      </form>
    );
  },
};
