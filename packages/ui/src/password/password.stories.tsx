import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../field/field.tsx';
import { Password } from './password.tsx';

const meta = {
  title: 'Forms/Password',
  component: Password,
  args: { defaultValue: 'Orsalis#2024' },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <Field label="Mot de passe">
        <Password {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Password>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};
export const NewPassword: Story = { args: { autoComplete: 'new-password', defaultValue: '' } };
