import type { RequestContext } from '../../graphql/context.ts';
import { encodeUid } from '../../graphql/uid.ts';
import { catalogLoaders, validatePaging } from '../catalog/index.ts';
import type { ProductRow } from '../catalog/index.ts';
import { STARS, createProductReview } from './review.create.ts';
import { breakdownOf, reviewRatings, reviewsPage } from './review.repository.ts';
import type { ReviewRow } from './review.repository.ts';

/** Votes run from 1 to 5 stars, as Magento's default rating options. */
const VALUES = Array.from({ length: STARS }, (_, index) => index + 1);

/** Magento numbers rating options across ratings: rating 1 has options 1–5, rating 2 has 6–10… */
const optionId = (ratingId: number, value: number) => (ratingId - 1) * STARS + value;

async function productReviews(
  row: ProductRow,
  args: { pageSize?: number | null; currentPage?: number | null },
  context: RequestContext,
) {
  const { pageSize, currentPage } = validatePaging(args.pageSize, args.currentPage);
  const [{ rows, total }, ratings] = await Promise.all([
    reviewsPage(context.services.db, row.product_id, pageSize, currentPage),
    reviewRatings(context.services.db),
  ]);
  return {
    items: rows.map((review) => ({
      ...review,
      ratings_breakdown: breakdownOf(review.votes, ratings),
    })),
    page_info: {
      current_page: currentPage,
      page_size: pageSize,
      total_pages: Math.ceil(total / pageSize),
    },
  };
}

/** Product reviews (Magento_ReviewGraphQl): the paged reviews of a product and the rating aspects. */
export const reviewResolvers = {
  SimpleProduct: { reviews: productReviews },
  ConfigurableProduct: { reviews: productReviews },
  ProductReview: {
    product: (review: ReviewRow, _: unknown, context: RequestContext) =>
      catalogLoaders(context).product.load(review.product_id),
  },
  Mutation: { createProductReview },
  Query: {
    productReviewRatingsMetadata: async (_: unknown, __: unknown, context: RequestContext) => ({
      items: (await reviewRatings(context.services.db)).map((rating) => ({
        id: encodeUid(rating.rating_id),
        name: rating.name,
        values: VALUES.map((value) => ({
          value: String(value),
          value_id: encodeUid(optionId(rating.rating_id, value)),
        })),
      })),
    }),
  },
};
