import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CategoryShimmer,
  CmsShimmer,
  GenericShimmer,
  PageShimmer,
  ProductShimmer,
} from './page-shimmers.tsx';
import { Shimmer } from './shimmer.tsx';

const meta = {
  title: 'Feedback/Shimmer',
  component: Shimmer,
  args: { width: '16rem', height: '1.25rem' },
} satisfies Meta<typeof Shimmer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};
export const Image: Story = { args: { width: '12rem', aspectRatio: 0.8, radius: 'md' } };
export const Category: Story = { render: () => <CategoryShimmer /> };
export const Product: Story = { render: () => <ProductShimmer /> };
export const Cms: Story = { render: () => <CmsShimmer /> };
export const Generic: Story = { render: () => <GenericShimmer /> };
export const ByPageType: Story = { render: () => <PageShimmer type="PRODUCT" /> };
