import { Pagination, RatingSummary } from '@vitrine/ui';
import { useIntl } from '../../i18n/shop-intl.tsx';
import { productMessages } from './product.messages.ts';
import type { ProductReview, ProductReviewsPage } from './reviews.model.ts';
import { REVIEWS_PAGE_PARAM } from './reviews.model.ts';
import styles from './product-page.module.css';

/** The id the rating summary's "N avis" link points at. */
export const REVIEWS_ANCHOR = 'reviews';

/** Five stars as text, filled to the review's whole-star rating; read out by its label. */
function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  const full = Math.round(rating);
  return (
    <span
      className={styles.reviewStars}
      role="img"
      aria-label={intl.formatMessage(productMessages.reviewStars, { rating })}
    >
      {'★'.repeat(full)}
      <span className={styles.reviewStarsEmpty}>{'★'.repeat(5 - full)}</span>
    </span>
  );
}

function Review({ review }: { review: ProductReview }) {
  const intl = useIntl();
  // One time zone on server and browser, so the date drawn by the server is the one hydrated.
  const date = intl.formatDate(review.createdAt, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  return (
    <article className={styles.review}>
      <header className={styles.reviewHeader}>
        <Stars rating={review.rating} />
        <h3 className={styles.reviewSummary}>{review.summary}</h3>
      </header>
      <p className={styles.reviewMeta}>
        <span className={styles.reviewAuthor}>{review.nickname}</span>{' '}
        <time dateTime={review.createdAt}>
          {intl.formatMessage(productMessages.reviewDate, { date })}
        </time>
      </p>
      <p className={styles.reviewText}>{review.text}</p>
      {review.aspects.length > 0 ? (
        <ul
          className={styles.reviewAspects}
          aria-label={intl.formatMessage(productMessages.reviewAspects)}
        >
          {review.aspects.map((aspect) => (
            <li key={aspect.name}>{intl.formatMessage(productMessages.reviewAspect, aspect)}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/**
 * The reviews section the rating summary links to: the product's average and count, then one
 * page of reviews, newest first, with page links the server draws (`?avis=2#reviews`).
 */
export function ProductReviews({
  rating,
  reviewCount,
  reviews,
  path,
}: {
  rating: number;
  reviewCount: number;
  reviews: ProductReviewsPage | null;
  /** The product page's path, for the page links. */
  path: string;
}) {
  const intl = useIntl();
  const from = reviews ? (reviews.currentPage - 1) * reviews.pageSize + 1 : 0;
  return (
    <section className={styles.section} id={REVIEWS_ANCHOR}>
      <h2 className={styles.sectionTitle}>{intl.formatMessage(productMessages.reviews)}</h2>
      <RatingSummary rating={rating} reviewCount={reviewCount} className={styles.reviewsSummary} />
      {reviews ? (
        <>
          {reviews.totalPages > 1 ? (
            <p className={styles.reviewsRange}>
              {intl.formatMessage(productMessages.reviewsRange, {
                from,
                to: from + reviews.items.length - 1,
                total: reviews.total,
              })}
            </p>
          ) : null}
          <ol className={styles.reviewList}>
            {reviews.items.map((review, index) => (
              <li key={`${review.createdAt}-${index}`}>
                <Review review={review} />
              </li>
            ))}
          </ol>
          <Pagination
            className={styles.reviewsPagination}
            currentPage={reviews.currentPage}
            totalPages={reviews.totalPages}
            getHref={(page) =>
              page === 1
                ? `${path}#${REVIEWS_ANCHOR}`
                : `${path}?${REVIEWS_PAGE_PARAM}=${page}#${REVIEWS_ANCHOR}`
            }
          />
        </>
      ) : null}
    </section>
  );
}
