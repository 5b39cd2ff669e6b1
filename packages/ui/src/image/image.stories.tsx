import type { Meta, StoryObj } from '@storybook/react-vite';
import { svgImageUrl } from '../testing/images.fixtures.ts';
import { Image } from './image.tsx';

const meta = {
  title: 'Media/Image',
  component: Image,
  args: {
    src: '/media/catalog/product/m/a/magnesium-b6-1.jpg',
    alt: 'Magnésium B6 — flacon de 60 gélules',
    buildUrl: svgImageUrl,
    sizes: '(min-width: 64rem) 33vw, 100vw',
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lazy: Story = {};
export const Priority: Story = { args: { priority: true } };
export const Square: Story = { args: { ratio: 1 } };
export const Landscape: Story = { args: { ratio: 16 / 9, fit: 'cover' } };
export const WithoutUrlBuilder: Story = {
  args: { buildUrl: undefined, src: svgImageUrl('x', { width: 320, height: 400 }) },
};
