import type { RequestContext } from '../../graphql/context.ts';
import { authorizationError, inputError, noSuchEntityError } from '../../graphql/errors.ts';
import { decodeIdUid } from '../../graphql/uid.ts';
import { customerIdOf } from '../customer/index.ts';
import { breakdownOf, reviewRatings } from './review.repository.ts';
import type { RatingRow, ReviewRow } from './review.repository.ts';

/** Votes run from 1 to 5 stars; option ids are numbered across ratings (rating 2 has 6–10). */
export const STARS = 5;

interface CreateInput {
  nickname: string;
  summary: string;
  text: string;
  sku: string;
  ratings: Array<{ id: string; value_id: string } | null>;
}

/** A Yes/No store setting ("1" or "0", as Magento's storeConfig gives them). */
function enabled(context: RequestContext, path: string): boolean {
  const value = context.services.stores.config(context.store.storeId).get(path);
  return value === '1' || value === 1 || value === true;
}

/** The votes by rating position, from the encoded rating and option ids; unknown ids are refused. */
function votesOf(known: readonly RatingRow[], ratings: CreateInput['ratings']) {
  const votes: Array<number | null> = known.map(() => null);
  for (const rating of ratings) {
    if (!rating) continue;
    const ratingId = decodeIdUid(rating.id);
    const optionId = decodeIdUid(rating.value_id);
    const position = known.findIndex((entry) => entry.rating_id === ratingId);
    const value =
      optionId === undefined || ratingId === undefined ? 0 : optionId - (ratingId - 1) * STARS;
    if (position < 0 || value < 1 || value > STARS)
      throw inputError('The rating or its value is not valid.');
    votes[position] = value;
  }
  return votes;
}

/**
 * Magento's createProductReview: guests only where the store allows them; the review waits for
 * approval (pending), so it counts in no summary until a merchant approves it.
 */
export async function createProductReview(
  _: unknown,
  { input }: { input: CreateInput },
  context: RequestContext,
): Promise<{ review: ReviewRow & { ratings_breakdown: Array<{ name: string; value: string }> } }> {
  if (!enabled(context, 'product_reviews_enabled'))
    throw authorizationError('Creating product reviews are not currently available.');
  const customerId = await customerIdOf(context);
  if (customerId === null && !enabled(context, 'allow_guests_to_write_product_reviews'))
    throw authorizationError("Guest customers aren't allowed to add product reviews.");
  if (!input.nickname.trim()) throw inputError('Please enter a nickname.');
  if (!input.summary.trim()) throw inputError('Please enter a review summary.');
  if (!input.text.trim()) throw inputError('Please enter a review.');
  const product = await context.db.query<{ product_id: number }>(
    'SELECT product_id FROM product WHERE sku = $1 AND status = 1',
    [input.sku],
  );
  const productId = product[0]?.product_id;
  if (productId === undefined)
    throw noSuchEntityError(`Could not find a product with SKU "${input.sku}"`);
  const known = await reviewRatings(context.db);
  const votes = votesOf(known, input.ratings);
  const rows = await context.db.query<ReviewRow>(
    `INSERT INTO product_review (product_id, nickname, summary, text, status, votes, customer_id)
     VALUES ($1, $2, $3, $4, 'pending', $5::smallint[], $6)
     RETURNING review_id, product_id, nickname, summary, text,
       to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at,
       coalesce(round((SELECT avg(v) FROM unnest(votes) AS v) * 20, 1), 0)::float8 AS average_rating,
       votes`,
    [productId, input.nickname.trim(), input.summary.trim(), input.text.trim(), votes, customerId],
  );
  return { review: { ...rows[0]!, ratings_breakdown: breakdownOf(rows[0]!.votes, known) } };
}
