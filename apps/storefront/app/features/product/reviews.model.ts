/** The product page's reviews: one page of them, read beside the product (Magento_Review, core). */

/** Reviews per page of the section: short enough that the page stays about the product. */
export const REVIEWS_PAGE_SIZE = 5;

/** The query parameter of the reviews' page, so each page is a shareable, server-drawn link. */
export const REVIEWS_PAGE_PARAM = 'avis';

export interface ProductReview {
  nickname: string;
  summary: string;
  text: string;
  /** ISO 8601 instant (Magento answers "YYYY-MM-DD HH:MM:SS" in UTC). */
  createdAt: string;
  /** The review's own rating, 0–5 (Magento's `average_rating` percent ÷ 20). */
  rating: number;
  /** The votes per rated aspect, 1–5. */
  aspects: { name: string; value: number }[];
}

export interface ProductReviewsPage {
  items: ProductReview[];
  currentPage: number;
  totalPages: number;
  pageSize: number;
  /** All the product's reviews, for "reviews 6 to 10 of 23". */
  total: number;
}

/** The asked page of reviews: a positive integer, 1 for anything else. */
export function reviewsPageOf(url: URL): number {
  const value = url.searchParams.get(REVIEWS_PAGE_PARAM);
  return value && /^\d{1,4}$/.test(value) && Number(value) > 0 ? Number(value) : 1;
}

interface RawReview {
  nickname?: string | null;
  summary?: string | null;
  text?: string | null;
  created_at?: string | null;
  average_rating?: number | null;
  ratings_breakdown?: readonly ({ name?: string | null; value?: string | null } | null)[] | null;
}

interface RawReviews {
  review_count?: number | null;
  reviews?: {
    items?: readonly (RawReview | null)[] | null;
    page_info?: {
      current_page?: number | null;
      page_size?: number | null;
      total_pages?: number | null;
    } | null;
  } | null;
}

/** Magento's "2026-10-31 14:22:00" (UTC) as an ISO instant; other shapes are kept as given. */
function isoInstant(value: string): string {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
    ? `${value.replace(' ', 'T')}Z`
    : value;
}

/** One page of reviews from the backend's answer; null when the product has none to show. */
export function toReviewsPage(raw: RawReviews | null | undefined): ProductReviewsPage | null {
  const items = (raw?.reviews?.items ?? []).flatMap((review) =>
    review?.text || review?.summary
      ? [
          {
            nickname: review.nickname ?? '',
            summary: review.summary ?? '',
            text: review.text ?? '',
            createdAt: isoInstant(review.created_at ?? ''),
            rating: Math.round(((review.average_rating ?? 0) / 20) * 10) / 10,
            aspects: (review.ratings_breakdown ?? []).flatMap((aspect) => {
              const value = Number(aspect?.value);
              return aspect?.name && value >= 1 && value <= 5 ? [{ name: aspect.name, value }] : [];
            }),
          },
        ]
      : [],
  );
  if (items.length === 0) return null;
  const info = raw?.reviews?.page_info;
  return {
    items,
    currentPage: info?.current_page ?? 1,
    totalPages: info?.total_pages ?? 1,
    pageSize: info?.page_size ?? REVIEWS_PAGE_SIZE,
    total: raw?.review_count ?? items.length,
  };
}
