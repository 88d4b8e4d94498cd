import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '@/site/lib/links';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import './notFound.css';

/** 404 for any unknown public path; the path is logged. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // notFound: robots noindex (error pages stay out of search indexes) and HTTP 404 when pre-rendered.
  usePageMeta({
    title: t('public:meta.notFoundTitle'),
    description: t('notFound.text'),
    path: pathname,
    notFound: true,
  });

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link to="/" className="btn btn--primary">
        {t('notFound.returnHome')}
      </Link>
    </section>
  );
}
