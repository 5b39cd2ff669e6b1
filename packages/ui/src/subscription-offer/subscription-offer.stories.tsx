import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SubscriptionOffer } from './subscription-offer.tsx';

const frequencies = [
  { value: '30', label: 'Tous les 30 jours' },
  { value: '60', label: 'Tous les 60 jours' },
  { value: '90', label: 'Tous les 90 jours' },
];

const meta = {
  title: 'Commerce/SubscriptionOffer',
  component: SubscriptionOffer,
  args: {
    oneTimePrice: { amount: 2490, currency: 'EUR' },
    subscriptionPrice: { amount: 2117, currency: 'EUR' },
    frequencies,
    subscribed: false,
    frequency: null,
    onSubscribedChange: () => undefined,
    onFrequencyChange: () => undefined,
  },
  render: function Render(args) {
    const [subscribed, setSubscribed] = useState(args.subscribed);
    const [frequency, setFrequency] = useState(args.frequency);
    return (
      <div style={{ maxWidth: '28rem' }}>
        <SubscriptionOffer
          {...args}
          subscribed={subscribed}
          frequency={frequency}
          onSubscribedChange={setSubscribed}
          onFrequencyChange={setFrequency}
        />
      </div>
    );
  },
} satisfies Meta<typeof SubscriptionOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneTime: Story = {};
export const Subscribed: Story = { args: { subscribed: true, frequency: '60' } };
export const NoSaving: Story = {
  args: { subscriptionPrice: { amount: 2490, currency: 'EUR' }, subscribed: true, frequency: '30' },
};
