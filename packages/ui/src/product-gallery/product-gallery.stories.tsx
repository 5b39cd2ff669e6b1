import type { Meta, StoryObj } from '@storybook/react-vite';
import { aProductGallery, svgImageUrl } from '../testing/images.fixtures.ts';
import { ProductGallery } from './product-gallery.tsx';

const meta = {
  title: 'Commerce/ProductGallery',
  component: ProductGallery,
  args: { images: aProductGallery(5), buildUrl: svgImageUrl },
  decorators: [(Story) => <div style={{ maxWidth: '52rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { isLoading: true, images: [] } };
export const SingleImage: Story = { args: { images: aProductGallery(1) } };
export const ManyImages: Story = { args: { images: aProductGallery(7), initialIndex: 2 } };
