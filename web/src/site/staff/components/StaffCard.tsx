import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryByCode, countryName } from '@/lib/countries';
import { useLanguage } from '@/i18n/useLanguage';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { whatsAppLinkFromSettings } from '@/lib/whatsapp';
import { staffCvHref, staffPhotoSrc } from '@/site/staff/staffFileLinks';
import { languageLabel } from '@/lib/languageNames';
import { availabilityOf, isOfferedForTransfer } from '@household/model';
import { Flag } from '@/site/lib/flags';
import { initialsOf } from '../links';
import type { PublicStaffEntry } from '@household/model';
import { Link } from '@/site/lib/links';
import { ShortlistSaveButton } from '@/site/shortlist/ShortlistSaveButton';
import { joinList } from '@/lib/listText';

/** Shown photo size in CSS pixels (width/height attributes prevent layout shift). */
const photoSize = 64;

export interface StaffCardProps {
  staff: PublicStaffEntry;
  /** Position in the list: the first row loads its photos eagerly, the rest lazily. */
  index: number;
  /** The badge next to the name (type label by default). */
  badge?: ReactNode;
  /** Extra lines (drivers: specialties). */
  extra?: ReactNode;
  /** Buttons before the CV button (contact, send message). */
  actions: ReactNode;
}

export function StaffCard({ staff, index, badge, extra, actions }: StaffCardProps) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const nameId = useId();
  const country = countryByCode(staff.country);
  const photo = staffPhotoSrc(staff);
  const description =
    language === 'ar' ? staff.descriptionAr || staff.descriptionEn : staff.descriptionEn || staff.descriptionAr;

  return (
    <article className="staff-card" aria-labelledby={nameId} data-testid="staff-card" data-ref-code={staff.refCode}>
      <div className="staff-card__head">
        {photo ? (
          <img
            className="staff-card__photo"
            src={photo}
            alt={t('staff.card.photoAlt', { name: staff.name })}
            width={photoSize}
            height={photoSize}
            loading={index < 4 ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="staff-card__avatar" aria-hidden="true">
            {initialsOf(staff.name)}
          </span>
        )}
        <div className="staff-card__title">
          <h2 id={nameId} className="staff-card__name">
            <Link to={`/workers/${encodeURIComponent(staff.refCode)}`} data-testid="staff-profile-link">
              {staff.name}
            </Link>
          </h2>
          <p className="staff-card__ref" data-testid="staff-ref">
            {t('staff.card.refCode', { refCode: staff.refCode })}
          </p>
        </div>
      </div>
      <div className="staff-card__body">
        <div className="staff-card__badges">
          {badge ?? <span className="staff-badge staff-badge--type">{t(`staff.type.${staff.type}`)}</span>}
          <AvailabilityBadge staff={staff} testId="staff-availability" />
          <TransferBadge staff={staff} testId="staff-transfer" />
        </div>
        <dl className="staff-card__facts">
          {country && (
            <div>
              <dt className="visually-hidden">{t('staff.card.country')}</dt>
              <dd>
                <Flag code={country.code} label={countryName(country, language)} small />{' '}
                {countryName(country, language)}
              </dd>
            </div>
          )}
          <div>
            <dt className="visually-hidden">{t('staff.filters.experience')}</dt>
            <dd>{t('staff.experience.years', { count: staff.experienceYears })}</dd>
          </div>
          {staff.age !== null && (
            <div>
              <dt className="visually-hidden">{t('workerProfile.age')}</dt>
              <dd data-testid="staff-age">{t('staff.card.age', { age: staff.age })}</dd>
            </div>
          )}
          {staff.type !== 'Driver' && staff.skills.length > 0 && (
            <div data-testid="staff-skills">
              <dt>{t('staffSkills.skills')}</dt>
              <dd>
                {joinList(
                  staff.skills.map((skill) => t(`staffSkills.names.${skill}`)),
                  language,
                )}
              </dd>
            </div>
          )}
          {staff.languages.length > 0 && (
            <div data-testid="staff-languages">
              <dt>{t('staffSkills.languages')}</dt>
              <dd>
                {joinList(
                  staff.languages.map((code) => languageLabel(code, language)),
                  language,
                )}
              </dd>
            </div>
          )}
        </dl>
        {description && <p className="staff-card__description">{description}</p>}
        {extra}
        <div className="staff-card__actions">
          {actions}
          <ShortlistSaveButton refCode={staff.refCode} />
          <CvButton cvPath={staff.cvPath} refCode={staff.refCode} />
        </div>
      </div>
    </article>
  );
}

/** The availability badge of a card or a profile: one rule (the model's availabilityOf), one wording. */
export function AvailabilityBadge({
  staff,
  testId,
}: {
  staff: Pick<PublicStaffEntry, 'status' | 'reservedUntil' | 'availableFrom'>;
  testId: string;
}) {
  const { t } = useTranslation('public');
  const availability = availabilityOf(staff, new Date());
  const tone = { available: 'success', reserved: 'warning', later: 'neutral', unavailable: 'neutral' }[availability];
  return (
    <span className={`staff-badge staff-badge--${tone}`} data-testid={testId} data-availability={availability}>
      {t(`staff.availability.${availability}`)}
    </span>
  );
}

/**
 * "Transfer of services" on a card or a profile of a worker offered for it (the model's isOfferedForTransfer:
 * the transfer type or the office's mark); nothing for anyone else.
 */
export function TransferBadge({
  staff,
  testId,
}: {
  staff: Pick<PublicStaffEntry, 'type' | 'transferable'>;
  testId: string;
}) {
  const { t } = useTranslation('public');
  if (!isOfferedForTransfer(staff)) return null;
  return (
    <span className="staff-badge staff-badge--type" data-testid={testId}>
      {t('staffTransfer.badge')}
    </span>
  );
}

/** Opens the CV in a new tab, or says inline that there is none. */
export function CvButton({ cvPath, refCode }: { cvPath: string | null; refCode: string }) {
  const { t } = useTranslation('public');
  const [notice, setNotice] = useState(false);
  // The CV goes through /cv/{refCode}, which checks status and consent when it is opened (docs/architecture.md#trust-rules).
  const href = staffCvHref({ refCode, cvPath });
  if (href) {
    return (
      <a className="staff-button" href={href} target="_blank" rel="noopener noreferrer" data-testid="staff-cv">
        {t('staff.card.cv')}
        <span className="visually-hidden">
          {' '}
          {refCode} {t('staff.card.newTab')}
        </span>
      </a>
    );
  }
  return (
    <>
      <button type="button" className="staff-button" data-testid="staff-cv" onClick={() => setNotice(true)}>
        {t('staff.card.cv')}
        <span className="visually-hidden"> {refCode}</span>
      </button>
      <p className="staff-card__notice" role="status" data-testid="staff-no-cv">
        {notice ? t('staff.card.noCv') : ''}
      </p>
    </>
  );
}

/** A link that opens the agency's WhatsApp chat (never the worker's own contact). */
/** A chat button; hidden while the office has no WhatsApp number (href undefined). */
export function WhatsAppButton({
  href,
  label,
  hiddenLabel,
  primary,
  testId,
}: {
  href: string | undefined;
  label: string;
  hiddenLabel?: string;
  primary?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('public');
  if (!href) return null;
  return (
    <a
      className={`staff-button${primary ? ' staff-button--primary' : ''}`}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
    >
      {label}
      <span className="visually-hidden">
        {' '}
        {hiddenLabel} {t('staff.card.newTab')}
      </span>
    </a>
  );
}

/** The card's main contact button: the agency's chat, prefilled with the worker's reference code and type. */
export function StaffContactButton({ staff }: { staff: PublicStaffEntry }) {
  const { t } = useTranslation('public');
  const { settings } = useSiteSettings();
  const text = t('staff.whatsapp.aboutWorker', { refCode: staff.refCode, type: t(`staff.type.${staff.type}`) });
  return (
    <WhatsAppButton
      primary
      testId="staff-contact"
      label={t('staff.card.contact')}
      hiddenLabel={staff.refCode}
      href={whatsAppLinkFromSettings(settings, text)}
    />
  );
}

/** Placeholder cards while the first page loads: 6 on desktop, 4 on mobile (CSS hides two). */
export function StaffSkeletons() {
  const { t } = useTranslation('public');
  return (
    <div className="staff-grid" data-testid="staff-skeletons">
      <p className="visually-hidden" role="status">
        {t('staff.list.loading')}
      </p>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="staff-card staff-card--skeleton" aria-hidden="true">
          <div className="staff-card__head">
            <span className="staff-card__avatar skeleton-block" />
            <div className="staff-card__title">
              <span className="skeleton-line skeleton-line--wide" />
              <span className="skeleton-line" />
            </div>
          </div>
          <span className="skeleton-line skeleton-line--wide" />
          <span className="skeleton-line skeleton-line--wide" />
          <span className="skeleton-line" />
        </div>
      ))}
    </div>
  );
}
