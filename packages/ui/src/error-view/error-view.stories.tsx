import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorView } from './error-view.tsx';
import { errorViewMessages } from './error-view.messages.ts';

const meta = {
  title: 'Feedback/ErrorView',
  component: ErrorView,
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NotFound: Story = { args: { message: errorViewMessages.notFound } };
export const InternalError: Story = { args: { message: errorViewMessages.internalError } };
export const Translated: Story = {
  args: {
    header: 'Oups !',
    message: 'Il semble que quelque chose se soit mal passé. Nous en sommes désolés.',
    buttonText: 'Retour à l’accueil',
  },
};
