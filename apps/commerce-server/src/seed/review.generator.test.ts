import { describe, expect, it } from 'vitest';
import {
  REVIEWED_PRODUCTS,
  generateReviews,
  reviewPercent,
  reviewSummary,
} from './review.generator.ts';

describe('review generator', () => {
  const all = Array.from({ length: 200 }, (_, index) => generateReviews(index, 'Magnésium marin'));

  it('is deterministic and leaves every ninth product, and a big seed’s tail, without reviews', () => {
    expect(generateReviews(3, 'Zinc')).toEqual(generateReviews(3, 'Zinc'));
    expect(all[7]).toEqual([]);
    expect(all[16]).toEqual([]);
    expect(generateReviews(REVIEWED_PRODUCTS, 'Zinc')).toEqual([]);
    expect(all.filter((reviews) => reviews.length > 5).length).toBeGreaterThan(20);
  });

  it('writes plausible, varied French reviews: not all five stars, texts rarely repeated', () => {
    const reviews = all.flat();
    const overall = reviews.map((review) => review.votes[0]!);
    for (const stars of [1, 2, 3, 4, 5]) expect(overall).toContain(stars);
    expect(overall.filter((stars) => stars >= 4).length / overall.length).toBeGreaterThan(0.6);
    expect(new Set(reviews.map((review) => review.text)).size).toBeGreaterThan(60);
    for (const review of reviews) {
      expect(review.votes).toHaveLength(3);
      expect(review.text).not.toContain('{name}');
      expect(review.nickname).toMatch(/^\p{Lu}\p{Ll}+ (\p{Lu}\.|de \p{Lu}\p{Ll}+)$/u);
      expect(Date.parse(review.createdAt)).toBeLessThanOrEqual(Date.UTC(2026, 10, 1));
    }
    // Newest first, as the shop lists them.
    const dates = all[0]!.map((review) => review.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('makes the product summary the average of its reviews’ ratings', () => {
    const reviews = all.find((list) => list.length > 3)!;
    const mean =
      reviews.reduce((sum, review) => sum + reviewPercent(review.votes), 0) / reviews.length;
    expect(reviewSummary(reviews)).toEqual({
      ratingSummary: Math.round(mean * 10) / 10,
      reviewCount: reviews.length,
    });
    expect(reviewPercent([5, 4, 4])).toBe(86.7);
    expect(reviewSummary([])).toEqual({ ratingSummary: 0, reviewCount: 0 });
  });
});
