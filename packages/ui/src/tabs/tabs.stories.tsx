import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs.tsx';

const tabs = [
  {
    id: 'description',
    label: 'Description',
    content: (
      <p style={{ margin: 0 }}>
        Le magnésium marin associé à la vitamine B6 contribue à réduire la fatigue.
      </p>
    ),
  },
  {
    id: 'composition',
    label: 'Composition',
    content: (
      <p style={{ margin: 0 }}>Oxyde de magnésium marin, vitamine B6, gélule végétale (HPMC).</p>
    ),
  },
  {
    id: 'usage',
    label: 'Conseils d’utilisation',
    content: <p style={{ margin: 0 }}>Deux gélules par jour.</p>,
  },
];

const meta = {
  title: 'Content/Tabs',
  component: Tabs,
  args: { tabs, label: 'Informations produit' },
  decorators: [(Story) => <div style={{ maxWidth: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Left: Story = {};
export const Centred: Story = { args: { alignment: 'center', defaultIndex: 1 } };
export const Right: Story = { args: { alignment: 'right' } };
