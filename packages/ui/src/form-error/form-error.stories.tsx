import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormError } from './form-error.tsx';

const meta = {
  title: 'Forms/FormError',
  component: FormError,
  args: {
    errors: [
      null,
      new Error('The account sign-in was incorrect or your account is disabled temporarily.'),
    ],
    scrollOnError: false,
  },
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstMessage: Story = {};
export const MessagesNotAllowed: Story = { args: { allowErrorMessages: false } };
export const NoError: Story = { args: { errors: [null, undefined] } };
