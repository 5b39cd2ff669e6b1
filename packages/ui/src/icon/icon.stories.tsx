import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './icon.tsx';
import { iconPaths } from './icon.paths.tsx';
import type { IconName } from './icon.paths.tsx';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'bag', size: 24 },
  argTypes: { name: { control: 'select', options: Object.keys(iconPaths) } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const Labelled: Story = { args: { name: 'wifi-off', label: 'Hors ligne' } };
export const Filled: Story = { args: { name: 'star', filled: true } };

/** The whole set with names, to review stroke weight and alignment together. */
export const Set: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: 'var(--space-5)',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {(Object.keys(iconPaths) as IconName[]).map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 'var(--space-2)' }}>
          <Icon {...args} name={name} />
          <code style={{ fontSize: 'var(--font-size-xs)' }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
