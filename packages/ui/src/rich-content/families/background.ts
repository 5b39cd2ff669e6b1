// The `background` family: parallax and video layers behind a row, column, tab or banner.
export { BackgroundLayers } from '../background/background-layers.tsx';
