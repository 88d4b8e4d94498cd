/**
 * What a worker's generated CV document says (issue 36, docs/decisions/032-cv-pdf.md), in one language, from
 * the profile page's own mapper, locale texts and formatters: the page's facts list row by row, then the
 * structured CV's stated facts as `/compare` words them. The pre-render bundle hands it to the `serveCvPdf`
 * function, which lays it out; the page builds the document's address from it. Pure, unit tested.
 */
import type { TFunction } from 'i18next';
import {
  availableFromOf,
  countryByCode,
  countryName,
  cvDocumentPath,
  cvDocumentVersion,
  formatSar,
  mayShowStaffPhoto,
  type CvDocument,
  type CvDocumentRow,
  type CountryCost,
  type CvDocumentSection,
  type Language,
  type SiteSettings,
} from '@household/model';
import { formatOfficeDay } from '@/lib/dates';
import { languageLabel } from '@/lib/languageNames';
import { joinList } from '@/lib/listText';
import { compareRows, type CompareRow } from '@/site/cv-facts/compareFacts';
import { compareCellText, compareRowLabel } from '@/site/cv-facts/compareCellText';
import { costLineRows } from '@/site/costs/costLinesText';
import { workerCostLines } from '@/site/costs/costLinesView';
import { costOf } from '@/site/costs/costView';
import type { WorkerProfile } from '@/site/workers/api/workersApi';
import { profileUrl } from '@/site/workers/workerProfile';

/** The page's facts list (WorkerProfilePage's `dl`), in its order and words. */
function profileFacts(t: TFunction, profile: WorkerProfile, language: Language, now: Date): CvDocumentRow[] {
  const { staff } = profile;
  const rows: CvDocumentRow[] = [{ label: t('workerProfile.type'), value: t(`staff.type.${staff.type}`) }];
  const country = countryByCode(staff.country);
  if (country) rows.push({ label: t('workerProfile.country'), value: countryName(country, language) });
  rows.push({
    label: t('workerProfile.experience'),
    value: t('staff.experience.years', { count: staff.experienceYears }),
  });
  if (staff.age !== null) rows.push({ label: t('workerProfile.age'), value: String(staff.age) });
  const startDate = availableFromOf(staff, now);
  rows.push({
    label: t('workerProfile.availableFrom'),
    value: startDate ? formatOfficeDay(startDate, language) : t('workerProfile.availableNow'),
  });
  if (staff.expectedSalary !== null)
    rows.push({
      label: t('workerProfile.expectedSalary'),
      value: t('workerProfile.salaryPerMonth', { amount: formatSar(staff.expectedSalary) }),
    });
  if (profile.skills.length > 0)
    rows.push({
      label: t('workerProfile.skillsTitle'),
      value: joinList(
        profile.skills.map((skill) => t(`staffSkills.names.${skill}`)),
        language,
      ),
    });
  if (profile.languages.length > 0)
    rows.push({
      label: t('workerProfile.languagesTitle'),
      value: joinList(
        profile.languages.map((code) => languageLabel(code, language)),
        language,
      ),
    });
  return rows;
}

/** The structured CV's stated facts (skills, childcare bands, language levels), grouped as `/compare` groups them. */
function structuredSections(t: TFunction, profile: WorkerProfile, language: Language, now: Date): CvDocumentSection[] {
  const rows = compareRows([profile.staff], now).filter(
    (row) => row.group !== 'facts' && row.cells[0]!.kind !== 'notStated',
  );
  const groups: Array<CompareRow['group']> = ['skills', 'childcare', 'languages'];
  return groups
    .map((group) => ({
      heading: t(`compare.groups.${group}`),
      rows: rows
        .filter((row) => row.group === group)
        .map((row) => ({
          label: compareRowLabel(t, row, language),
          value: compareCellText(t, row.cells[0]!, language).join(' · '),
        })),
    }))
    .filter((section) => section.rows.length > 0);
}

/** The cost the profile shows (WorkerCostLines): a transfer's own lines, else the country's recruitment cost. */
function costSection(
  t: TFunction,
  profile: WorkerProfile,
  countryCosts: readonly CountryCost[],
  language: Language,
): CvDocumentSection[] {
  const { staff } = profile;
  const shown = workerCostLines(staff, costOf(countryCosts, staff.country));
  if (!shown) return [];
  const country = countryByCode(staff.country);
  const heading =
    shown.journey === 'transfer' || !country
      ? t('costs.lines.profileTransferTitle')
      : t('costs.summaryTitle', { country: countryName(country, language) });
  return [{ heading, rows: costLineRows(t, shown.view, shown.journey) }];
}

export interface CvDocumentInput {
  profile: WorkerProfile;
  settings: SiteSettings;
  /** The offices's costs per country (`countryCosts`), as the profile's cost box reads them. */
  countryCosts: readonly CountryCost[];
  language: Language;
  origin: string;
  now: Date;
}

/** The document's texts and its one address; `t` of an instance with the `common` and `public` namespaces. */
export function cvDocumentTexts(t: TFunction, input: CvDocumentInput): CvDocument {
  const { profile, settings, countryCosts, language, origin, now } = input;
  const { staff } = profile;
  const description =
    (language === 'ar' ? staff.descriptionAr || staff.descriptionEn : staff.descriptionEn || staff.descriptionAr) ||
    null;
  const shown: Omit<CvDocument, 'madeOn' | 'href'> = {
    language,
    refCode: staff.refCode,
    name: staff.name,
    refLine: t('staff.card.refCode', { refCode: staff.refCode }),
    title: t('cvDocument.title'),
    officeName: t('common:brand.name'),
    logoUrl: settings.logoUrl,
    licence: settings.licenseNumber ? `${t('common:footer.license')} ${settings.licenseNumber}` : null,
    profileUrl: profileUrl(origin, staff.refCode, language),
    scanNote: t('cvDocument.scanNote'),
    sections: [
      { heading: t('compare.groups.facts'), rows: profileFacts(t, profile, language, now) },
      ...structuredSections(t, profile, language, now),
      ...costSection(t, profile, countryCosts, language),
    ],
    description: description ? { heading: t('cvDocument.description'), text: description } : null,
    withPhoto: mayShowStaffPhoto(staff) && !!staff.photoPath,
  };
  return {
    ...shown,
    madeOn: t('cvDocument.madeOn', { date: formatOfficeDay(now, language) }),
    href: cvDocumentPath(staff.refCode, language, cvDocumentVersion(shown, staff.photoPath)),
  };
}
