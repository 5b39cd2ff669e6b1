import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Icon } from '../icon/icon.tsx';
import { Dropdown } from './dropdown.tsx';

const meta = {
  title: 'Overlays/Dropdown',
  component: Dropdown,
  args: {
    label: 'Mon compte',
    icon: <Icon name="user" size={20} />,
    onFirstOpen: fn(),
    align: 'start',
    children: (
      <ul
        style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 'var(--space-3)' }}
      >
        <li>
          <a href="/order-history">Mes commandes</a>
        </li>
        <li>
          <a href="/address-book">Mes adresses</a>
        </li>
      </ul>
    ),
  },
  decorators: [(Story) => <div style={{ minHeight: '12rem' }}>{Story()}</div>],
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover, focus or tap the trigger to open. */
export const Closed: Story = {};
