import type { Meta, StoryObj } from '@storybook/react-vite';
import { RatingSummary } from './rating-summary.tsx';

const meta = {
  title: 'Commerce/RatingSummary',
  component: RatingSummary,
  args: { rating: 4.6, reviewCount: 128, reviewsHref: '#reviews' },
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReviews: Story = {};
export const OneReview: Story = { args: { rating: 5, reviewCount: 1 } };
export const Half: Story = { args: { rating: 2.5, reviewCount: 14 } };
export const NoReviews: Story = { args: { rating: 0, reviewCount: 0 } };
