import type { Meta, StoryObj } from '@storybook/react-vite';
import { Image } from '../image/image.tsx';
import { svgImageUrl } from '../testing/images.fixtures.ts';
import { Slider } from './slider.tsx';

const banners = [
  {
    title: 'La cure de printemps',
    text: 'Vitalité et défenses naturelles.',
    src: '/media/banner-spring.jpg',
  },
  {
    title: 'Magnésium marin',
    text: 'Contribue à réduire la fatigue.',
    src: '/media/banner-magnesium.jpg',
  },
  {
    title: 'Sommeil paisible',
    text: 'Mélisse, passiflore et mélatonine.',
    src: '/media/banner-sleep.jpg',
  },
];

const slides = banners.map((banner) => (
  <div key={banner.src} style={{ display: 'grid', gap: 'var(--space-3)' }}>
    <Image src={banner.src} alt="" ratio={16 / 7} buildUrl={svgImageUrl} sizes="100vw" />
    <h3 style={{ margin: 0, fontSize: 'var(--font-size-xl)', fontWeight: 500 }}>{banner.title}</h3>
    <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>{banner.text}</p>
  </div>
));

const meta = {
  title: 'Media/Slider',
  component: Slider,
  args: { slides, label: 'Nos temps forts' },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Autoplay: Story = { args: { autoplay: true, autoplaySpeed: 3000 } };
export const Fade: Story = { args: { fade: true } };
export const Finite: Story = { args: { infinite: false } };
export const DotsOnly: Story = { args: { showArrows: false } };
export const ArrowsOnly: Story = { args: { showDots: false } };
export const SingleSlide: Story = { args: { slides: slides.slice(0, 1) } };
