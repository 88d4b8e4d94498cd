import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShortlist } from '@/site/shortlist/useShortlist';
import { useHydrated } from '@/lib/useHydrated';

/** Save / Saved toggle for one worker, on cards and profiles; says so when the list is full. */
export function ShortlistSaveButton({ refCode }: { refCode: string }) {
  const { t } = useTranslation('public');
  const { codes, toggle } = useShortlist();
  const [full, setFull] = useState(false);
  const hydrated = useHydrated();
  const saved = codes.includes(refCode);
  return (
    <>
      <button
        type="button"
        className={`staff-button${saved ? ' staff-button--saved' : ''}`}
        aria-pressed={saved}
        disabled={!hydrated}
        data-testid="shortlist-save"
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
