import { defineMessages } from '@vitrine/validation';

export const productMessages = defineMessages({
  quantity: { id: 'product.quantity', defaultMessage: 'Quantity' },
  addToCart: { id: 'product.addToCart', defaultMessage: 'Add to Cart' },
  addingToCart: { id: 'product.addingToCart', defaultMessage: 'Adding…' },
  chooseOption: { id: 'product.chooseOption', defaultMessage: 'Choose {option}' },
  unavailable: { id: 'product.unavailable', defaultMessage: '{value} (unavailable)' },
  optionPrice: { id: 'product.optionPrice', defaultMessage: '{value} — {price}' },
  optionFromPrice: { id: 'product.optionFromPrice', defaultMessage: '{value} — from {price}' },
  inStock: { id: 'product.inStock', defaultMessage: 'In stock' },
  outOfStock: { id: 'product.outOfStock', defaultMessage: 'Out of stock' },
  onlyXLeft: {
    id: 'product.onlyXLeft',
    defaultMessage: '{count, plural, one {Only # left} other {Only # left}}',
  },
  sku: { id: 'product.sku', defaultMessage: 'Ref. {sku}' },
  description: { id: 'product.description', defaultMessage: 'Description' },
  details: { id: 'product.details', defaultMessage: 'Details' },
  related: { id: 'product.related', defaultMessage: 'You may also like' },
  recommendations: { id: 'product.recommendations', defaultMessage: 'Complete your routine' },
  faq: { id: 'product.faq', defaultMessage: 'Frequently asked questions' },
  reviews: { id: 'product.reviews', defaultMessage: 'Customer reviews' },
  noReviews: { id: 'product.noReviews', defaultMessage: 'No review yet.' },
  gallery: { id: 'product.gallery', defaultMessage: 'Product images' },
  attributeBrand: { id: 'product.attribute.brand', defaultMessage: 'Brand' },
  attributeForm: { id: 'product.attribute.form', defaultMessage: 'Form' },
  attributeBenefit: { id: 'product.attribute.benefit', defaultMessage: 'Benefits' },
  attributeDiet: { id: 'product.attribute.diet', defaultMessage: 'Diet' },
  attributeDosage: { id: 'product.attribute.dosage', defaultMessage: 'How to take it' },
  attributeOrigin: { id: 'product.attribute.origin', defaultMessage: 'Origin' },
  attributeIngredients: { id: 'product.attribute.ingredients', defaultMessage: 'Ingredients' },
  attributeNetQuantity: { id: 'product.attribute.net_quantity', defaultMessage: 'Net quantity' },
  attributeCureDuration: { id: 'product.attribute.cure_duration', defaultMessage: 'Course length' },
});

/** Labels of the attributes the details section shows; others are left out. */
export const ATTRIBUTE_LABELS = {
  brand: productMessages.attributeBrand,
  form: productMessages.attributeForm,
  benefit: productMessages.attributeBenefit,
  diet: productMessages.attributeDiet,
  dosage: productMessages.attributeDosage,
  origin: productMessages.attributeOrigin,
  ingredients: productMessages.attributeIngredients,
  net_quantity: productMessages.attributeNetQuantity,
  cure_duration: productMessages.attributeCureDuration,
} as const;
