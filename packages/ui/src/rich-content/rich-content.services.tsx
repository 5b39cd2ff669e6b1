import type {
  ImageUrlResolver,
  ParsedRichContent,
  RichContentWarning,
  VideoSource,
} from '@vitrine/rich-content';
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { VideoEventMap, VideoEventName } from './video/video-player.types.ts';

/** What the products block asks the storefront for. */
export interface ProductsRequest {
  /** URL paths of the products, in the author's order (`/omega-3-marin.html`). */
  readonly pathNames: readonly string[];
  readonly skus: readonly string[];
}

/** What the dynamic block asks the storefront for. */
export interface DynamicBlocksRequest {
  readonly uids: readonly string[];
  readonly displayMode?: string;
}

/**
 * Everything the renderers need from the outside world. Fetching and navigation are injected by the
 * storefront, never imported, so the renderers run in stories and tests with fakes.
 */
export interface RichContentServices {
  /** Client-side navigation to an internal path; without it internal links reload the page. */
  readonly navigate?: (path: string) => void;
  /** The image URL helper (graphql-client), used for block images and backgrounds. */
  readonly resolveImageUrl?: ImageUrlResolver;
  /** Loads a CMS block by identifier, parsed; `null` when there is none ("no blocks to display"). */
  readonly loadCmsBlock?: (identifier: string) => Promise<ParsedRichContent | null>;
  /** Loads the products of a products block (typed with {@link productServices}). */
  readonly loadProducts?: (request: ProductsRequest) => Promise<readonly unknown[]>;
  /**
   * The products of a products block the server already loaded, by block id: the block renders
   * them at once (in the server's HTML too) and loads nothing. `undefined` falls back to
   * `loadProducts`.
   */
  readonly loadedProducts?: (blockId: string) => readonly unknown[] | undefined;
  /** Renders one loaded product as a card. */
  readonly renderProduct?: (product: unknown, index: number) => ReactNode;
  /** Loads the content of a dynamic block (Adobe Commerce banners), parsed. */
  readonly loadDynamicBlocks?: (request: DynamicBlocksRequest) => Promise<ParsedRichContent>;
  /** Loads a third-party script once (video players, social feed, reviews widget). */
  readonly loadScript?: (url: string) => Promise<void>;
  /** Fetches JSON (video thumbnails); defaults to `fetch`. */
  readonly fetchJson?: (url: string) => Promise<unknown>;
  /** Script of the reviews widget (trustbeauty); without it the widget block renders nothing. */
  readonly reviewsWidgetScriptUrl?: string;
  /** Receives every video player event (ready, started, play, pause, ended, timeupdate, volumechange, error). */
  readonly onVideoEvent?: <E extends VideoEventName>(
    event: E,
    payload: VideoEventMap[E],
    source: VideoSource,
  ) => void;
  /** Receives parser warnings and render failures; defaults to `console.warn`. */
  readonly onWarning?: (message: string, warning?: RichContentWarning) => void;
}

/**
 * Types the products pair for the storefront: `loadProducts` and `renderProduct` agree on `P`,
 * while the services object stays untyped inside the renderers.
 */
export function productServices<P>(
  loadProducts: (request: ProductsRequest) => Promise<readonly P[]>,
  renderProduct: (product: P, index: number) => ReactNode,
): Pick<RichContentServices, 'loadProducts' | 'renderProduct'> {
  return {
    loadProducts,
    renderProduct: (product, index) => renderProduct(product as P, index),
  };
}

const RichContentServicesContext = createContext<RichContentServices>({});

/** Gives every rich-content renderer below it the storefront's services; nested providers merge. */
export function RichContentProvider({
  services,
  children,
}: {
  services: RichContentServices;
  children?: ReactNode;
}) {
  const parent = useContext(RichContentServicesContext);
  const value = useMemo(() => ({ ...parent, ...services }), [parent, services]);
  return <RichContentServicesContext value={value}>{children}</RichContentServicesContext>;
}

/** The services in scope. */
export function useRichContentServices(): RichContentServices {
  return useContext(RichContentServicesContext);
}
