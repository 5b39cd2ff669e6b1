// Every family, in one chunk (decision 160): the home page holds nearly all of them, and one file
// compresses better than a dozen small ones; a page holding none downloads none.
export * as background from './background.ts';
export * as buttons from './buttons.ts';
export * as embeds from './embeds.ts';
export * as faq from './faq.ts';
export * as heldEmbeds from './held-embeds.ts';
export * as products from './products.ts';
export * as slider from './slider.ts';
export * as tabs from './tabs.ts';
export * as video from './video.ts';
