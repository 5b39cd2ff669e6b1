import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BANNER_FIXTURE,
  BUTTONS_FIXTURE,
  FAQ_FIXTURE,
  MAP_FIXTURE,
  PRODUCTS_CAROUSEL_FIXTURE,
  PRODUCTS_GRID_FIXTURE,
  SLIDER_FIXTURE,
  TABS_FIXTURE,
  TINTUP_FIXTURE,
  TRUSTBEAUTY_FIXTURE,
  VIDEO_LOCAL_FIXTURE,
  VIDEO_YOUTUBE_FIXTURE,
} from '@vitrine/rich-content/testing';
import { MarkupStory } from './rich-content.story-helpers.tsx';

/** Interactive, media and embed blocks, each from real-shaped Page Builder markup. */
const meta = {
  title: 'Rich content/Interactive, media and embeds',
  component: MarkupStory,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MarkupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = { args: { html: BANNER_FIXTURE } };
/** The third button opens the "livraison-retours" CMS block in a dialog (loaded on first opening). */
export const Buttons: Story = { args: { html: BUTTONS_FIXTURE } };
export const Tabs: Story = { args: { html: TABS_FIXTURE } };
export const Slider: Story = { args: { html: SLIDER_FIXTURE } };
export const SliderFading: Story = {
  args: { html: SLIDER_FIXTURE.replace('data-fade="false"', 'data-fade="true"') },
};
export const Faq: Story = { args: { html: FAQ_FIXTURE } };
export const ProductsGrid: Story = { args: { html: PRODUCTS_GRID_FIXTURE } };
export const ProductsCarousel: Story = {
  args: {
    html: PRODUCTS_CAROUSEL_FIXTURE.replace('data-autoplay="true"', 'data-autoplay="false"'),
  },
};
/** The player (YouTube, privacy-enhanced host) loads only after a click. */
export const VideoYouTube: Story = {
  args: { html: VIDEO_YOUTUBE_FIXTURE.replace('?autoplay=1&amp;mute=1', '') },
};
export const VideoStoreFile: Story = { args: { html: VIDEO_LOCAL_FIXTURE } };
export const Map: Story = { args: { html: MAP_FIXTURE } };
/** The feed's script loads from its allowed host when the block nears the viewport. */
export const SocialFeed: Story = { args: { html: TINTUP_FIXTURE } };
/** Renders nothing unless the storefront configures the widget's script URL. */
export const ReviewsWidget: Story = { args: { html: TRUSTBEAUTY_FIXTURE } };
