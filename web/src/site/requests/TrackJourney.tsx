import { useTranslation } from 'react-i18next';
import {
  formatHalalas,
  isFinished,
  journeyStages,
  musanedFiled,
  replyDuration,
  type Language,
  type RequestStatus,
  type TrackAnswer,
} from '@household/model';
import { NewTabLink } from '@/components/NewTabLink';
import { formatOfficeDay } from '@/lib/dates';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { whatsAppLinkFromSettings } from '@/lib/whatsapp';

/**
 * `/track`'s answer (issue 34): the journey's timeline (done stages with their dates, the current one with
 * "expected by" or "N days late", probation's day count), what happens next, the Musaned checklist once the
 * contract or transfer is filed, and the guarantee card. Everything comes from trackRequest's answer; dates
 * through the one journey date function (Hijri beside Gregorian on Arabic pages).
 */
export function TrackJourney({ answer, code, language }: { answer: TrackAnswer; code: string; language: Language }) {
  const { t } = useTranslation('public');
  const { settings } = useSiteSettings();
  const day = (value: string) => formatOfficeDay(value.length === 10 ? value : new Date(value), language);
  const stageName = (stage: RequestStatus) => t(`track.status.${stage}`);
  const stages = journeyStages[answer.journey] as readonly RequestStatus[];
  const currentIndex = stages.indexOf(answer.status);
  const ended = isFinished(answer.journey, answer.status);
  const { clock, guarantee } = answer;
  const whatsapp = whatsAppLinkFromSettings(settings, t('journey.guarantee.whatsappText', { code }));
  const guaranteeText = language === 'ar' ? guarantee.textAr : guarantee.textEn;
  // The office's steps from settings, else the standard ones of the locale.
  const complaintSteps = (language === 'ar' ? guarantee.complaintAr : guarantee.complaintEn) ?? [
    t('journey.guarantee.complaint1'),
    t('journey.guarantee.complaint2'),
    t('journey.guarantee.complaint3'),
    t('journey.guarantee.complaint4'),
  ];
  const nextKey = answer.status === 'probation' && answer.journey === 'transfer' ? 'probationTransfer' : answer.status;

  return (
    <div className="track-journey" data-testid="track-journey" data-journey={answer.journey}>
      <h2 className="track-journey__title">{t('journey.title')}</h2>
      <p className="muted">{t(`journey.kind.${answer.journey}`)}</p>
      <ol className="track-journey__stages">
        {stages.map((stage, index) => {
          const at = answer.stageDates[stage];
          const state = stage === answer.status ? 'current' : at && (index < currentIndex || ended) ? 'done' : 'todo';
          if (state === 'todo' && (ended || index > currentIndex + 1)) return null;
          return (
            <li
              key={stage}
              className={`track-journey__stage is-${state}`}
              data-testid="track-stage"
              data-stage={stage}
              data-state={state}
            >
              <span className="track-journey__name">{stageName(stage)}</span>
              {at ? <span className="track-journey__date">{t('journey.doneOn', { date: day(at) })}</span> : null}
              {state === 'current' && clock.probation ? (
                <span className="track-journey__clock" data-testid="track-probation">
                  {t('journey.probation', {
                    day: clock.probation.day,
                    of: clock.probation.of,
                    date: day(clock.probation.endsDay),
                  })}
                </span>
              ) : null}
            </li>
          );
        })}
        {ended && currentIndex === -1 ? (
          <li
            className="track-journey__stage is-current"
            data-testid="track-stage"
            data-stage={answer.status}
            data-state="current"
          >
            <span className="track-journey__name">{stageName(answer.status)}</span>
            {answer.stageDates[answer.status] ? (
              <span className="track-journey__date">
                {t('journey.doneOn', { date: day(answer.stageDates[answer.status]!) })}
              </span>
            ) : null}
          </li>
        ) : null}
      </ol>
      {clock.dueDay && clock.dueStage ? (
        <p
          className={clock.lateDays > 0 ? 'alert alert--danger' : 'track-journey__due'}
          data-testid="track-due"
          data-late={clock.lateDays}
        >
          {clock.lateDays > 0
            ? t('journey.late', { stage: stageName(clock.dueStage), date: day(clock.dueDay), count: clock.lateDays })
            : t('journey.expectedBy', { stage: stageName(clock.dueStage), date: day(clock.dueDay) })}
        </p>
      ) : null}
      {ended ? (
        <p className="muted">{t('journey.ended')}</p>
      ) : (
        <section className="track-journey__next" data-testid="track-next">
          <h3>{t('journey.nextTitle')}</h3>
          <p>{t(`journey.next.${nextKey}`, { days: guarantee.probationDays })}</p>
        </section>
      )}
      {!ended && musanedFiled(answer.journey, answer.status) ? (
        <section className="card track-journey__musaned" data-testid="track-musaned">
          <h3>{t('journey.musaned.title')}</h3>
          <ul>
            <li>
              {t(
                answer.journey === 'transfer'
                  ? 'journey.musaned.serviceTransfer'
                  : 'journey.musaned.serviceRecruitment',
              )}
            </li>
            <li>
              {t(answer.journey === 'transfer' ? 'journey.musaned.feeTransfer' : 'journey.musaned.feeRecruitment')}
            </li>
            <li>{t('journey.musaned.documents')}</li>
          </ul>
          <p className="alert">
            <strong>{t('journey.musaned.noPayment')}</strong>
          </p>
        </section>
      ) : null}
      <section className="card track-journey__guarantee" data-testid="track-guarantee">
        <h3>{t('journey.guarantee.title')}</h3>
        <p dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
          {guaranteeText ?? t('journey.guarantee.none')}
        </p>
        {guarantee.refundHalalas !== null && guarantee.contractPriceHalalas && guarantee.contractMonths ? (
          <p data-testid="track-refund">
            {t('journey.guarantee.refund', {
              amount: formatHalalas(guarantee.refundHalalas),
              price: formatHalalas(guarantee.contractPriceHalalas),
              months: guarantee.contractMonths,
            })}
          </p>
        ) : null}
        <p data-testid="track-first-reply">
          {guarantee.firstReply
            ? t('journey.guarantee.firstReply', {
                // The same words as /costs' measured reply time (one duration rule, one set of plurals).
                time: t(`costs.measured.${replyDuration(guarantee.firstReply.medianMinutes).unit}`, {
                  count: replyDuration(guarantee.firstReply.medianMinutes).count,
                }),
                count: guarantee.firstReply.count,
                from: day(guarantee.firstReply.fromDay),
                to: day(guarantee.firstReply.toDay),
              })
            : t('journey.guarantee.firstReplyNone')}
        </p>
        {whatsapp ? (
          <p>
            <NewTabLink className="btn btn--whatsapp" href={whatsapp} testId="track-whatsapp" announce>
              {t('journey.guarantee.whatsapp', { code })}
            </NewTabLink>
          </p>
        ) : null}
        <h4>{t('journey.guarantee.complaintTitle')}</h4>
        <ol data-testid="track-complaint">
          {complaintSteps.map((step, index) => (
            <li key={index} dir="auto">
              {step}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
