// The `held-embeds` family: consent placeholders of the frames rich text holds back.
export { HeldEmbeds } from '../held-embeds.tsx';
