import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { reloadPageOnceForChunkError } from './chunkError';

/** Route error screen: reloads once for a stale lazy chunk, otherwise explains and offers a reload. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();

  useEffect(() => {
    console.error('Route failed to render', error);
    reloadPageOnceForChunkError(error);
  }, [error]);

  return (
    <main
      style={{
        display: 'grid',
        placeItems: 'center',
        gap: '1rem',
        minBlockSize: '60vh',
        padding: '2rem',
        textAlign: 'center',
      }}
    >
      <h1 style={{ margin: 0 }}>{t('routeError.title')}</h1>
      <p style={{ margin: 0 }}>{t('routeError.text')}</p>
      <p style={{ margin: 0, display: 'flex', gap: '1rem', flexWrap: 'wrap', justifyContent: 'center' }}>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <a className="btn" href="/">
          {t('notFound.returnHome')}
        </a>
      </p>
    </main>
  );
}
