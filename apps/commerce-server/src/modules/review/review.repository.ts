import type { Queryable } from '../../db/database.ts';

export interface ReviewRow {
  review_id: number;
  product_id: number;
  nickname: string;
  summary: string;
  text: string;
  /** Magento's format: "YYYY-MM-DD HH:MM:SS", UTC. */
  created_at: string;
  /** The review's own rating in percent, one decimal (the mean of its votes × 20). */
  average_rating: number;
  /** By rating position; null where the author gave no vote. */
  votes: Array<number | null>;
}

export interface RatingRow {
  rating_id: number;
  name: string;
  position: number;
}

/** The aspects shoppers rate, in display order. */
export function reviewRatings(db: Queryable): Promise<RatingRow[]> {
  return db.query<RatingRow>(
    'SELECT rating_id, name, position FROM review_rating ORDER BY position',
  );
}

/** One page of a product's approved reviews, newest first, and how many there are in all. */
export async function reviewsPage(
  db: Queryable,
  productId: number,
  pageSize: number,
  currentPage: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<ReviewRow>(
      `SELECT review_id, product_id, nickname, summary, text,
         to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at,
         round((SELECT avg(v) FROM unnest(votes) AS v) * 20, 1)::float8 AS average_rating, votes
       FROM product_review WHERE product_id = $1 AND status = 'approved'
       ORDER BY created_at DESC, review_id DESC LIMIT $2 OFFSET $3`,
      [productId, pageSize, (currentPage - 1) * pageSize],
    ),
    db.query<{ total: number }>(
      "SELECT count(*)::int AS total FROM product_review WHERE product_id = $1 AND status = 'approved'",
      [productId],
    ),
  ]);
  return { rows, total: count[0]?.total ?? 0 };
}

/** Magento's ratings_breakdown: the review's vote per rated aspect, in the aspects' order. */
export function breakdownOf(
  votes: ReviewRow['votes'],
  ratings: readonly RatingRow[],
): Array<{ name: string; value: string }> {
  return ratings.flatMap((rating, index) => {
    const value = votes[index];
    return value === undefined || value === null
      ? []
      : [{ name: rating.name, value: String(value) }];
  });
}
