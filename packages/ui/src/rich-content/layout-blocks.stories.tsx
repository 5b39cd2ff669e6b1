import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BLOCK_FIXTURE,
  COLUMN_GROUP_LEGACY_FIXTURE,
  DIVIDER_FIXTURE,
  DYNAMIC_BLOCK_FIXTURE,
  HEADING_FIXTURE,
  HOME_PAGE_FIXTURE,
  HTML_FIXTURE,
  IMAGE_FIXTURE,
  ROW_CONTAINED_FIXTURE,
  ROW_FULL_BLEED_VIDEO_FIXTURE,
  ROW_FULL_WIDTH_PARALLAX_FIXTURE,
  TEXT_FIXTURE,
} from '@vitrine/rich-content/testing';
import { MarkupStory } from './rich-content.story-helpers.tsx';

/** Layout and content blocks, each from real-shaped Page Builder markup parsed in the browser. */
const meta = {
  title: 'Rich content/Layout and content',
  component: MarkupStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MarkupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RowContainedWithColumnLine: Story = { args: { html: ROW_CONTAINED_FIXTURE } };
export const RowFullWidthParallax: Story = {
  args: { html: `${ROW_FULL_WIDTH_PARALLAX_FIXTURE}<div style="height:120vh"></div>` },
};
export const RowFullBleedBackgroundVideo: Story = { args: { html: ROW_FULL_BLEED_VIDEO_FIXTURE } };
export const ColumnGroupWithoutColumnLine: Story = { args: { html: COLUMN_GROUP_LEGACY_FIXTURE } };
export const Text: Story = { args: { html: TEXT_FIXTURE } };
export const Heading: Story = { args: { html: HEADING_FIXTURE } };
export const Divider: Story = { args: { html: DIVIDER_FIXTURE } };
export const Html: Story = { args: { html: HTML_FIXTURE } };
export const Image: Story = { args: { html: IMAGE_FIXTURE } };
export const CmsBlock: Story = { args: { html: BLOCK_FIXTURE } };
export const DynamicBlock: Story = { args: { html: DYNAMIC_BLOCK_FIXTURE } };
export const PlainHtmlWithoutPageBuilder: Story = {
  args: {
    html: '<h2>Mentions légales</h2><p>Maison Orsalis SAS, 12 rue de la République, 69002 Lyon.</p>',
  },
};
/** Most block types together, as the home page holds them. */
export const HomePage: Story = { args: { html: HOME_PAGE_FIXTURE } };
