import type { ParsedRichContent } from '@vitrine/rich-content';
import { RichContent, RichContentProvider } from '@vitrine/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { siteImages } from '../../lib/images.ts';
import { useRichContentLoaders } from './rich-content-loaders.tsx';
import type { ProductCardData } from '../../catalog-ui/product-card.model.ts';
import styles from './cms.module.css';

export interface CmsPageData {
  identifier: string;
  title: string | null;
  heading: string | null;
  content: ParsedRichContent;
  /** Products of the content's products blocks the server loaded, by block id. */
  products: Readonly<Record<string, readonly ProductCardData[]>>;
}

/** A CMS page: its heading when it has one, then its rich content. */
export function CmsPage({ page }: { page: CmsPageData }) {
  const navigate = useNavigate();
  const loaders = useRichContentLoaders();
  const services = useMemo(
    () => ({
      navigate: (path: string) => void navigate(path),
      resolveImageUrl: (src: string, options: Parameters<typeof siteImages.url>[1]) =>
        siteImages.url(src, options),
      ...loaders,
      loadedProducts: (blockId: string) => page.products[blockId],
    }),
    [navigate, loaders, page.products],
  );
  return (
    <article className={styles.cmsPage}>
      {page.heading ? <h1 className={styles.heading}>{page.heading}</h1> : null}
      <RichContentProvider services={services}>
        <RichContent content={page.content} />
      </RichContentProvider>
    </article>
  );
}
