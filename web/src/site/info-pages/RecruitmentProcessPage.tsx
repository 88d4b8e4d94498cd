import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { pickContent } from '@/lib/content/contentText';
import { useContentSection } from '@/lib/content/useContentSection';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { DownloadIcon } from '@/components/icons';
import { PageHeader } from '@/components/PageHeader';
import { buildRecruitmentGuide, recruitmentGuideFileName, recruitmentSteps } from './recruitmentGuide';
import './infoPages.css';

/** The six-step recruitment process with a downloadable text guide in the current language. */
export function RecruitmentProcessPage() {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const { items } = useContentSection('process');
  const text = (key: string) => pickContent(items, key, language, t(`recruitment.${key}`));
  usePageMeta({
    title: t('meta.recruitmentTitle'),
    description: t('meta.recruitmentDescription'),
    keywords: t('meta.keywords'),
    path: '/recruitment-process',
  });

  const steps = recruitmentSteps.map((step, index) => ({
    key: step,
    label: t('recruitment.stepLabel', { number: index + 1 }),
    title: text(`${step}Title`),
    text: text(`${step}Text`),
  }));

  const download = () => {
    const guide = buildRecruitmentGuide({
      heading: t('recruitment.guideHeading'),
      intro: text('subtitle'),
      steps,
      footer: t('recruitment.guideFooter'),
    });
    const url = URL.createObjectURL(new Blob([`\uFEFF${guide}`], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = recruitmentGuideFileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <>
      <PageHeader title={text('title')} subtitle={text('subtitle')} />
      <div className="container section">
        <ol className="steps">
          {steps.map((step, index) => (
            <li key={step.key} className="card step">
              <span className="step__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <p className="step__label">{step.label}</p>
                <h2>{step.title}</h2>
                <p className="muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="card cta-card">
          <div>
            <h2>{text('downloadTitle')}</h2>
            <p className="muted">{text('downloadText')}</p>
          </div>
          <button type="button" className="btn btn--primary" onClick={download} data-testid="download-guide">
            <DownloadIcon />
            {t('recruitment.download')}
          </button>
        </div>
      </div>
    </>
  );
}
