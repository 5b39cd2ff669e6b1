import type { Meta, StoryObj } from '@storybook/react-vite';
import { aBreadcrumbTrail } from '../testing/catalog.fixtures.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: aBreadcrumbTrail() },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThirdLevel: Story = {};
export const TopLevel: Story = { args: { items: [{ label: 'Vitalité' }] } };
