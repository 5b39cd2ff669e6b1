// The `embeds` family: third-party embeds behind consent (map, Tintup wall, Trustbeauty reviews).
export { MapView, TintupView, TrustbeautyView } from '../embed-blocks.tsx';
