import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './pagination.tsx';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: {
    currentPage: 4,
    totalPages: 12,
    getHref: (page: number) => `/vitalite.html?page=${page}`,
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const First: Story = { args: { currentPage: 1 } };
export const Last: Story = { args: { currentPage: 12 } };
export const FewPages: Story = { args: { currentPage: 2, totalPages: 3 } };
