import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShortlist } from '@/site/shortlist/useShortlist';
import { earlySave, earlyStateClasses } from '@/site/early/contract';

/**
 * Save / Saved toggle for one worker, on cards and profiles; says so when the list is full. It works from
 * the first tap: before the app runs, the early click handler (site/early/earlyClicks.ts) saves the worker
 * from `data-ref` and shows the state with `data-label-*`; the app then renders the same from storage.
 */
export function ShortlistSaveButton({ refCode }: { refCode: string }) {
  const { t } = useTranslation('public');
  const { codes, toggle } = useShortlist();
  const [full, setFull] = useState(false);
  const saved = codes.includes(refCode);
  return (
    <>
      <button
        type="button"
        className={`staff-button${saved ? ` ${earlyStateClasses.saved}` : ''}`}
        aria-pressed={saved}
        data-testid="shortlist-save"
        {...earlySave(refCode, { save: t('shortlist.save'), saved: t('shortlist.saved') })}
        suppressHydrationWarning
        onClick={() => setFull(toggle(refCode).outcome === 'full')}
      >
        {saved ? t('shortlist.saved') : t('shortlist.save')}
        <span className="visually-hidden"> {refCode}</span>
      </button>
      {full ? (
        <p className="staff-card__notice" role="status" data-testid="shortlist-full">
          {t('shortlist.full', { max: 5 })}
        </p>
      ) : null}
    </>
  );
}
