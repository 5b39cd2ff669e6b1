/**
 * The `subscriptions` extension's texts a customer can meet on « Mes abonnements » (a change
 * refused), each mapped by meaning (decision 118). Branch s29-subs-shop maps the same texts (and the
 * checkout's) in `commerce-rules.ts` with the same messages: this file goes at that merge.
 */
import type { Rule } from './commerce-rules.ts';
import { subscriptionServerMessages as m } from './subscription-messages.messages.ts';

const none = () => ({});

export const SUBSCRIPTION_RULES: readonly Rule[] = [
  [/^Could not find a subscription with uid /, m.subscriptionNotFound, none],
  [/^A cancelled subscription cannot be changed/, m.subscriptionCancelled, none],
  [/^Only an active subscription can be paused or skipped/, m.subscriptionNotActive, none],
  [/^Only a paused subscription can be resumed/, m.subscriptionNotPaused, none],
  [
    /^The frequency (\d+) days is not offered for this product/,
    m.subscriptionFrequencyNotOffered,
    (match) => ({ days: match[1] ?? '' }),
  ],
];
