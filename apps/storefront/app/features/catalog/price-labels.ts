import type { FilterGroup } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { catalogMessages } from './catalog.messages.ts';

/** A price bucket's value as Magento names it: `10_20`, `40_*`, `*_10`. */
const BUCKET = /^(\d+(?:\.\d+)?|\*)_(\d+(?:\.\d+)?|\*)$/;

/**
 * Magento labels price buckets "0-10" and "40-*": the shopper reads amounts in the shop's
 * money instead ("0 € – 10 €", "40 € et plus", issue 20). A group is relabelled only when every
 * option is a bucket; its other labels are kept.
 */
export function withPriceLabels(
  groups: readonly FilterGroup[],
  money: (amount: number) => string,
  format: (descriptor: MessageDescriptor, values: Record<string, string>) => string,
): FilterGroup[] {
  return groups.map((group) => {
    if (!group.options.every((option) => BUCKET.test(option.value))) return group;
    return {
      ...group,
      options: group.options.map((option) => {
        const [, from = '*', to = '*'] = BUCKET.exec(option.value) ?? [];
        const label =
          from === '*'
            ? format(catalogMessages.priceUpTo, { to: money(Number(to)) })
            : to === '*'
              ? format(catalogMessages.priceFrom, { from: money(Number(from)) })
              : format(catalogMessages.priceRange, {
                  from: money(Number(from)),
                  to: money(Number(to)),
                });
        return { ...option, label };
      }),
    };
  });
}
