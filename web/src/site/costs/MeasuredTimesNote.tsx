import { useTranslation } from 'react-i18next';
import type { CountryCode, MeasuredTimes } from '@household/model';
import { useLanguage } from '@/i18n/useLanguage';
import { formatOfficeDay } from '@/lib/dates';
import { measuredView } from './measuredView';

/**
 * "Measured, not claimed" (issue 34): beside the office's own estimate, the median days from contract to
 * arrival over the office's completed recruitments from this country in the last 12 months and the median
 * time to a first reply, each with its count; below 5 requests, "not enough completed requests yet".
 */
export function MeasuredTimesNote({ times, code }: { times: MeasuredTimes | null; code: CountryCode }) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const view = measuredView(times, code);
  const day = (key: string) => (key ? formatOfficeDay(key, language) : '');
  return (
    <div className="costs__measured" data-testid={`costs-measured-${code}`}>
      <h3 className="costs__measured-title">{t('costs.measured.title')}</h3>
      {view.arrival.measured ? (
        <p data-testid="measured-arrival">
          {t('costs.measured.arrival', { days: view.arrival.value, count: view.arrival.count })}
        </p>
      ) : (
        <p data-testid="measured-arrival-none" className="muted">
          {t('costs.measured.notEnough', { count: view.arrival.count, min: view.minCount })}
        </p>
      )}
      {view.reply.measured ? (
        <p data-testid="measured-reply">
          {t('costs.measured.reply', {
            time: t(`costs.measured.${view.reply.value.unit}`, { count: view.reply.value.count }),
            count: view.reply.count,
          })}
        </p>
      ) : null}
      {view.from ? (
        <p className="muted costs__measured-period">
          {t('costs.measured.period', { from: day(view.from), until: day(view.until) })}
        </p>
      ) : null}
    </div>
  );
}
