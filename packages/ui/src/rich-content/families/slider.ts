// The `slider` family: sliders and their slides, and banners (a slide is a banner in a slider).
export { BannerView, SlideContent } from '../banner-block.tsx';
export { SliderView } from '../slider-block.tsx';
