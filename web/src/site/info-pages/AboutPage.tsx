import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { contentList, listNumbers } from '@/lib/content/contentLists';
import { pickContent } from '@/lib/content/contentText';
import { useContentSection } from '@/lib/content/useContentSection';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { PageHeader } from '@/components/PageHeader';
import './infoPages.css';

/** The avatar set in Settings; without one (or if it fails to load) a neutral initial, as the admin sees it. */
function Avatar({ src, name, alt }: { src: string | null; name: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className="team__avatar team__avatar--empty" aria-hidden="true" data-testid="team-avatar-empty">
        {name.trim().charAt(0)}
      </div>
    );
  }
  return (
    <img
      className="team__avatar"
      src={src}
      alt={alt}
      width={120}
      height={120}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** About us: mission, vision and a team of three, texts from content (admin Content > About), avatars from settings. */
export function AboutPage() {
  const { t, i18n } = useTranslation('public');
  const { settings, loading } = useSiteSettings();
  const language = useLanguage();
  const { items } = useContentSection('about');
  // A member the office added has no built-in text: blank until written, and a member without a name is not shown.
  const text = (key: string) =>
    pickContent(items, key, language, i18n.exists(`public:about.${key}`) ? t(`about.${key}`) : '');
  const members = listNumbers(contentList('member'), items).filter((n) => text(`member${n}Name`) !== '');
  usePageMeta({
    title: t('meta.aboutTitle'),
    description: t('meta.aboutDescription'),
    keywords: t('meta.keywords'),
    path: '/about-us',
  });
  const avatars = [settings.aboutAvatar1Url, settings.aboutAvatar2Url, settings.aboutAvatar3Url];
  const image = loading ? null : settings.aboutUsImageUrl;

  return (
    <>
      <PageHeader title={text('title')} subtitle={text('subtitle')} />
      <div className="container section info-stack">
        <div className="about-intro">
          <div className="grid about-intro__text">
            <section className="card" aria-labelledby="mission-title">
              <h2 id="mission-title">{text('missionTitle')}</h2>
              <p className="muted">{text('mission')}</p>
            </section>
            <section className="card" aria-labelledby="vision-title">
              <h2 id="vision-title">{text('visionTitle')}</h2>
              <p className="muted">{text('vision')}</p>
            </section>
          </div>
          <div className="about-intro__image">
            {image ? <img src={image} alt={t('about.imageAlt')} width={960} height={540} /> : null}
          </div>
        </div>
        <section aria-labelledby="team-title">
          <h2 id="team-title">{text('teamTitle')}</h2>
          <ul className="team">
            {members.map((n) => {
              const name = text(`member${n}Name`);
              return (
                <li key={n} className="card team__member">
                  {loading ? (
                    <div className="skeleton team__avatar" />
                  ) : (
                    <Avatar src={avatars[n - 1] ?? null} name={name} alt={t('about.avatarAlt', { name })} />
                  )}
                  <h3>{name}</h3>
                  <p className="muted">{text(`member${n}Role`)}</p>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </>
  );
}
