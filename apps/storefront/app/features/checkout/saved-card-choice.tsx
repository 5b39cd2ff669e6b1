import type { SavedCard } from '@vitrine/checkout-machine';
import type { MessageDescriptor } from '@vitrine/validation';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { savedCardMessages as messages } from '../../payment-card/saved-card.messages.ts';
import { brandName } from '../../payment-card/saved-cards.ts';
import { ChoiceList } from './choice-list.tsx';

/** The choice value of "another card" (a public hash is never this). */
const ANOTHER = 'another-card';

/**
 * A signed-in shopper's saved cards, offered first, then "another card" (the card form). The
 * choice is the checkout machine's (`card.choose`); this only draws it.
 */
export function SavedCardChoice({
  cards,
  chosen,
  disabled,
  onChoose,
}: {
  cards: readonly SavedCard[];
  chosen: string | null;
  disabled: boolean;
  onChoose: (publicHash: string | null) => void;
}) {
  const intl = useIntl();
  const format = (message: MessageDescriptor) => intl.formatMessage(message);
  return (
    <ChoiceList
      legend={intl.formatMessage(messages.choices)}
      name="saved-card"
      value={chosen ?? ANOTHER}
      onChange={(value) => onChoose(value === ANOTHER ? null : value)}
      choices={[
        ...cards.map((card) => ({
          value: card.publicHash,
          title: card.lastFour
            ? intl.formatMessage(messages.masked, {
                brand: brandName(card, format),
                lastFour: card.lastFour,
              })
            : intl.formatMessage(messages.cardUnknown),
          hint: card.expires ? intl.formatMessage(messages.expires, { date: card.expires }) : null,
          disabled,
        })),
        { value: ANOTHER, title: intl.formatMessage(messages.another), disabled },
      ]}
    />
  );
}
