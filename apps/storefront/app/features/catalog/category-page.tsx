import type { ParsedRichContent } from '@vitrine/rich-content';
import { Breadcrumbs, RichContent } from '@vitrine/ui';
import type { ListingData } from './listing.model.ts';
import { ProductListing } from './product-listing.tsx';
import styles from './catalog.module.css';

export interface CategoryPageData {
  type: 'CATEGORY';
  uid: string;
  name: string;
  description: ParsedRichContent | null;
  breadcrumbs: { label: string; href: string }[];
  metaTitle: string | null;
  metaDescription: string | null;
  canonical: string;
  listing: ListingData;
}

/** A category page (spec §2): breadcrumbs, title, description, then its listing. */
export function CategoryPage({ page }: { page: CategoryPageData }) {
  return (
    <div className={`page-container ${styles.page}`}>
      <Breadcrumbs items={[...page.breadcrumbs, { label: page.name }]} />
      <header className={styles.header}>
        <h1 className={styles.title}>{page.name}</h1>
        {page.description ? (
          <RichContent content={page.description} className={styles.description} />
        ) : null}
      </header>
      <ProductListing listing={page.listing} />
    </div>
  );
}
