import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './link.tsx';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '/contact-us', children: 'Nous contacter' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: '36rem' }}>
      Une question sur votre cure ? <Link {...args} /> du lundi au vendredi.
    </p>
  ),
};
export const Standalone: Story = {
  args: { appearance: 'standalone', children: 'Voir tous les produits' },
};
export const AsButton: Story = {
  args: { appearance: 'button', href: '/', children: 'Retour à l’accueil' },
};
export const AsNormalButton: Story = {
  args: { appearance: 'button', priority: 'normal', href: '/cart', children: 'Voir le panier' },
};
export const NewTab: Story = {
  args: { href: 'https://www.instagram.com/', newTab: true, children: 'Instagram' },
};
