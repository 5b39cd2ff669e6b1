import type { RichContentBlock } from '@vitrine/rich-content';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { FamilyView } from './block-registry.tsx';
import {
  CmsBlockView,
  DividerView,
  DynamicBlockView,
  HeadingView,
  HtmlView,
  ImageView,
  TextView,
} from './content-blocks.tsx';
import {
  ColumnGroupView,
  ColumnLineView,
  ColumnView,
  RowView,
  TabItemContent,
} from './layout-blocks.tsx';
import { useRichContentServices, type RichContentServices } from './rich-content.services.tsx';

/**
 * One block, by type. The switch is exhaustive: a new block type fails to compile until it renders.
 * The light, common renderers are static; the heavy or interactive ones come with their family's
 * chunk (decision 105), fetched before hydration for the blocks the page holds.
 */
export function BlockView({ block }: { block: RichContentBlock }): ReactNode {
  switch (block.type) {
    case 'row':
      return <RowView block={block} />;
    case 'column-group':
      return <ColumnGroupView block={block} />;
    case 'column-line':
      return <ColumnLineView block={block} />;
    case 'column':
      return <ColumnView block={block} />;
    case 'faq':
      return <FamilyView family="faq" render={(m) => <m.FaqView block={block} />} />;
    case 'faq-item':
      return <FamilyView family="faq" render={(m) => <m.FaqItemView block={block} />} />;
    case 'image':
      return <ImageView block={block} />;
    case 'heading':
      return <HeadingView block={block} />;
    case 'text':
      return <TextView block={block} />;
    case 'divider':
      return <DividerView block={block} />;
    case 'html':
      return <HtmlView block={block} />;
    case 'block':
      return <CmsBlockView block={block} />;
    case 'dynamic_block':
      return <DynamicBlockView block={block} />;
    case 'products':
      return <FamilyView family="products" render={(m) => <m.ProductsView block={block} />} />;
    case 'banner':
      return <FamilyView family="slider" render={(m) => <m.BannerView block={block} />} />;
    case 'tabs':
      return <FamilyView family="tabs" render={(m) => <m.TabsView block={block} />} />;
    case 'tab-item':
      // Outside tabs (malformed content) a tab item shows its content as a plain section.
      return <TabItemContent block={block} />;
    case 'buttons':
      return <FamilyView family="buttons" render={(m) => <m.ButtonsView block={block} />} />;
    case 'button-item':
      return <FamilyView family="buttons" render={(m) => <m.ButtonItemView block={block} />} />;
    case 'slider':
      return <FamilyView family="slider" render={(m) => <m.SliderView block={block} />} />;
    case 'slide':
      return <FamilyView family="slider" render={(m) => <m.SlideContent block={block} />} />;
    case 'video':
      return <FamilyView family="video" render={(m) => <m.VideoView block={block} />} />;
    case 'map':
      return <FamilyView family="embeds" render={(m) => <m.MapView block={block} />} />;
    case 'tintup':
      return <FamilyView family="embeds" render={(m) => <m.TintupView block={block} />} />;
    case 'trustbeauty':
      return <FamilyView family="embeds" render={(m) => <m.TrustbeautyView block={block} />} />;
    default:
      return unreachable(block);
  }
}

function unreachable(block: never): never {
  throw new Error(`no renderer for ${JSON.stringify((block as { type?: unknown }).type)}`);
}

interface BoundaryProps {
  block: RichContentBlock;
  services: RichContentServices;
  children?: ReactNode;
}

/** Skips a block that fails to render (logging why) instead of losing the whole page. */
class BlockBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    (this.props.services.onWarning ?? console.warn)(
      `[rich-content] ${this.props.block.type} block ${this.props.block.id} skipped: ${message}`,
    );
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Blocks in order, each isolated from its siblings' failures. */
export function Blocks({ blocks }: { blocks: readonly RichContentBlock[] }) {
  const services = useRichContentServices();
  return (
    <>
      {blocks.map((block) => (
        <BlockBoundary key={block.id} block={block} services={services}>
          <BlockView block={block} />
        </BlockBoundary>
      ))}
    </>
  );
}
