// The `faq` family: FAQs and their items (disclosures).
export { FaqItemView, FaqView } from '../faq-block.tsx';
