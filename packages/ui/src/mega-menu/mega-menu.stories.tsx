import type { Meta, StoryObj } from '@storybook/react-vite';
import { Image } from '../image/image.tsx';
import { svgImageUrl } from '../testing/images.fixtures.ts';
import { aMenuTree } from '../testing/menu.fixtures.ts';
import { MegaMenu } from './mega-menu.tsx';

const promo = (
  <figure style={{ margin: 0, display: 'grid', gap: 'var(--space-2)' }}>
    <Image
      src="/media/promo-vitalite.jpg"
      alt=""
      ratio={4 / 3}
      buildUrl={svgImageUrl}
      sizes="18rem"
    />
    <figcaption style={{ fontSize: 'var(--font-size-sm)' }}>
      La cure vitalité : −20 % jusqu’à dimanche
    </figcaption>
  </figure>
);

const withPromo = aMenuTree().map((category) =>
  category.uid === 'vitalite' ? { ...category, promo } : category,
);

const meta = {
  title: 'Navigation/MegaMenu',
  component: MegaMenu,
  args: { categories: withPromo },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => <div style={{ minHeight: '28rem', paddingTop: 'var(--space-4)' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus a category; ArrowDown moves into its submenu. Hidden below 1025 px. */
export const Closed: Story = {};
export const CurrentCategory: Story = { args: { activeUid: 'beaute' } };
/** With the home link first, as the storefront's header shows it; on the home page it is current. */
export const WithHome: Story = {
  args: { home: { label: 'Accueil', href: '/', current: true } },
};
