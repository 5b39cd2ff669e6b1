import { defineMessages } from '@vitrine/validation';

/** What a product card says besides the product's own data (catalogue, search, CMS blocks). */
export const productCardMessages = defineMessages({
  outOfStock: { id: 'catalog.outOfStock', defaultMessage: 'Out of stock' },
  chooseOptions: { id: 'catalog.chooseOptions', defaultMessage: 'Several options' },
});
