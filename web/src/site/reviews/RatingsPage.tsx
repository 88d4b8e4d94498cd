import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { pickContent } from '@/lib/content/contentText';
import { useContentSection } from '@/lib/content/useContentSection';
import { PageHeader } from '@/components/PageHeader';
import { StarIcon } from '@/components/icons';
import { fetchApprovedReviews } from './api/reviewsApi';
import { initialReviewCount, ratingSummary, reviewCommentIn, type Review } from './reviewStats';
import './ratings.css';
import { formatOfficeDay } from '@/lib/dates';
import { NewTabLink } from '@/components/NewTabLink';

const serviceKeys: Record<string, string> = {
  Maid: 'ratings.serviceMaid',
  Cleaner: 'ratings.serviceCleaner',
  Nanny: 'ratings.serviceNanny',
  Driver: 'ratings.serviceDriver',
  transfer: 'ratings.serviceTransfer',
};

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={18} filled={n <= Math.round(rating)} />
      ))}
    </span>
  );
}

/** Client reviews: the approved reviews' real average and count (nothing when there is none), two columns of reviews. */
export function RatingsPage() {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const { items } = useContentSection('ratings');
  const { settings } = useSiteSettings();
  const [reviews, setReviews] = useState<Review[] | null>(null);
  const [showAll, setShowAll] = useState(false);
  const text = (key: string) => pickContent(items, key, language, t(`ratings.${key}`));
  usePageMeta({
    title: text('title'),
    description: t('meta.ratingsDescription'),
    keywords: t('meta.keywords'),
    path: '/ratings',
  });

  useEffect(() => {
    let active = true;
    fetchApprovedReviews()
      .then((list) => active && setReviews(list))
      .catch((error: unknown) => {
        console.error('Failed to fetch reviews', error);
        if (active) setReviews([]);
      });
    return () => {
      active = false;
    };
  }, []);

  // Only what the approved reviews say: no summary at all while there is none (never a fixed figure).
  const summary = ratingSummary(reviews ?? []);
  const average = summary ? summary.average.toFixed(1) : '';
  const visible = showAll ? (reviews ?? []) : (reviews ?? []).slice(0, initialReviewCount);

  return (
    <>
      <PageHeader title={text('title')} subtitle={text('subtitle')} />
      <div className="container section info-stack ratings">
        {summary ? (
          <div className="ratings-summary">
            <div className="card ratings-figure" data-testid="average-rating">
              <p className="ratings-figure__label">{t('ratings.averageLabel')}</p>
              <p className="ratings-figure__value">
                {average} <span className="muted">{t('ratings.outOf')}</span>
              </p>
              <Stars rating={summary.average} label={t('ratings.stars', { rating: average })} />
            </div>
            <div className="card ratings-figure" data-testid="total-reviews">
              <p className="ratings-figure__label">{t('ratings.totalLabel')}</p>
              <p className="ratings-figure__value">{summary.count}</p>
            </div>
          </div>
        ) : null}

        <section aria-labelledby="reviews-title" aria-busy={reviews === null}>
          <h2 id="reviews-title">{text('reviewsTitle')}</h2>
          {reviews === null ? (
            <div className="reviews-grid">
              <span className="visually-hidden">{t('ratings.loading')}</span>
              {[0, 1, 2, 3].map((index) => (
                <div key={index} className="skeleton review-skeleton" />
              ))}
            </div>
          ) : reviews.length === 0 ? (
            <p className="muted">{t('ratings.empty')}</p>
          ) : (
            <>
              <ul className="reviews-grid" id="reviews-list" data-testid="reviews-list">
                {visible.map((review) => (
                  <li key={review.id} className="card review">
                    <div className="review__head">
                      <strong>
                        <bdi>{review.customerName}</bdi>
                      </strong>
                      <Stars rating={review.rating} label={t('ratings.stars', { rating: review.rating })} />
                    </div>
                    <p className="review__meta muted">
                      {serviceKeys[review.serviceType] ? t(serviceKeys[review.serviceType]!) : review.serviceType}
                      {review.createdAt ? ` · ${formatOfficeDay(review.createdAt, language)}` : ''}
                    </p>
                    {reviewCommentIn(review, language) ? (
                      <p className="review__comment">{reviewCommentIn(review, language)}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
              {reviews.length > initialReviewCount ? (
                <button
                  type="button"
                  className="btn"
                  aria-expanded={showAll}
                  aria-controls="reviews-list"
                  onClick={() => setShowAll((value) => !value)}
                >
                  {showAll ? t('ratings.showFewer') : t('ratings.viewAll')}
                </button>
              ) : null}
            </>
          )}
        </section>

        {/* The call to action is content (admin Content > Reviews); its button needs the review-site link from Settings. */}
        <section className="card cta-card" aria-labelledby="review-cta-title" data-testid="review-cta">
          <div>
            <h2 id="review-cta-title">{text('ctaTitle')}</h2>
            <p className="muted">{text('ctaText')}</p>
          </div>
          {settings.externalReviewUrl ? (
            <NewTabLink
              className="btn btn--primary"
              href={settings.externalReviewUrl}
              testId="external-review-link"
              announce
            >
              {t('ratings.writeReview')}
            </NewTabLink>
          ) : null}
        </section>
      </div>
    </>
  );
}
