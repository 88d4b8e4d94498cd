import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/seo/usePageMeta';
import { useSiteSettings } from '../../lib/siteSettings/SiteSettingsContext';
import { PageHeader } from '../public-ui/PageHeader';
import './infoPages.css';

const bundledAvatars = ['/media/avatars/avatar-1.svg', '/media/avatars/avatar-2.svg', '/media/avatars/avatar-3.svg'] as const;

function Avatar({ src, fallback, alt }: { src: string | null; fallback: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return <img className="team__avatar" src={src && !failed ? src : fallback} alt={alt} width={120} height={120} loading="lazy" onError={() => setFailed(true)} />;
}

/** About us: mission, vision and a team of three with avatars from settings (bundled fallbacks). */
export function AboutPage() {
  const { t } = useTranslation('public');
  const { settings, loading } = useSiteSettings();
  usePageMeta({ title: t('meta.aboutTitle'), description: t('meta.aboutDescription'), keywords: t('meta.keywords'), path: '/about-us' });
  const avatars = [settings.aboutAvatar1Url, settings.aboutAvatar2Url, settings.aboutAvatar3Url];
  const image = loading ? null : (settings.aboutUsImageUrl ?? '/media/defaults/about-us.jpg');

  return (
    <>
      <PageHeader title={t('about.title')} subtitle={t('about.subtitle')} />
      <div className="container section info-stack">
        <div className="about-intro">
          <div className="grid about-intro__text">
            <section className="card" aria-labelledby="mission-title">
              <h2 id="mission-title">{t('about.missionTitle')}</h2>
              <p className="muted">{t('about.mission')}</p>
            </section>
            <section className="card" aria-labelledby="vision-title">
              <h2 id="vision-title">{t('about.visionTitle')}</h2>
              <p className="muted">{t('about.vision')}</p>
            </section>
          </div>
          <div className="about-intro__image">{image ? <img src={image} alt={t('about.imageAlt')} width={960} height={540} /> : null}</div>
        </div>
        <section aria-labelledby="team-title">
          <h2 id="team-title">{t('about.teamTitle')}</h2>
          <ul className="team">
            {[1, 2, 3].map((n, index) => {
              const name = t(`about.member${n}Name`);
              return (
                <li key={n} className="card team__member">
                  {loading ? (
                    <div className="skeleton team__avatar" />
                  ) : (
                    <Avatar src={avatars[index] ?? null} fallback={bundledAvatars[index]!} alt={t('about.avatarAlt', { name })} />
                  )}
                  <h3>{name}</h3>
                  <p className="muted">{t(`about.member${n}Role`)}</p>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </>
  );
}
