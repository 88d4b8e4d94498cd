import {
  availabilityOf,
  childcareAgeBands,
  skillsByType,
  type Availability,
  type ChildcareAgeBand,
  type CountryCode,
  type SkillFact,
  type SkillWillingness,
  type Staff,
  type StaffLanguage,
  type StaffLanguageLevel,
  type StaffSkill,
  type StaffType,
} from '@household/model';

/**
 * The rows of `/compare` (issue 36): one row per fact, one cell per worker, in a fixed order that never
 * depends on the workers' values (no winner, no score, no sort by "best"). A fact a worker's CV does not
 * state is `notStated`, never "no". Religion and health are not facts here (never stored).
 */
export type CompareCell =
  | { kind: 'notStated' }
  | { kind: 'type'; type: StaffType }
  | { kind: 'country'; code: CountryCode }
  | { kind: 'years'; count: number }
  | { kind: 'age'; age: number }
  | { kind: 'availability'; availability: Availability; from: Date | null }
  | { kind: 'salary'; sar: number }
  | { kind: 'transfer'; value: boolean }
  | { kind: 'skill'; listed: boolean; fact: SkillFact | null }
  | { kind: 'band'; value: SkillWillingness }
  | { kind: 'language'; level: StaffLanguageLevel | null };

export type CompareRowKey =
  | { kind: 'type' | 'country' | 'experience' | 'age' | 'availability' | 'salary' | 'transfer' }
  | { kind: 'skill'; skill: StaffSkill }
  | { kind: 'band'; band: ChildcareAgeBand }
  | { kind: 'language'; language: StaffLanguage };

export interface CompareRow {
  /** A stable id (`skill:cooking`), for keys and tests. */
  id: string;
  /** The section the row belongs to (a heading row before each). */
  group: 'facts' | 'skills' | 'childcare' | 'languages';
  key: CompareRowKey;
  cells: CompareCell[];
}

export type ComparedWorker = Pick<
  Staff,
  | 'type'
  | 'country'
  | 'experienceYears'
  | 'age'
  | 'status'
  | 'reservedUntil'
  | 'availableFrom'
  | 'expectedSalary'
  | 'transferable'
  | 'skills'
  | 'languages'
  | 'skillFacts'
  | 'childcareBands'
  | 'languageLevels'
>;

const notStated: CompareCell = { kind: 'notStated' };

/** Every skill of the compared workers' types, in the model's order (types in their order, each once). */
function skillsOf(workers: readonly ComparedWorker[]): StaffSkill[] {
  const all = Object.values(skillsByType).flat() as StaffSkill[];
  const wanted = new Set<StaffSkill>(workers.flatMap((worker) => skillsByType[worker.type] as readonly StaffSkill[]));
  return [...new Set(all)].filter((skill) => wanted.has(skill));
}

/** The rows for these workers at `now` (availability is evaluated now, never a stored flag). */
export function compareRows(workers: readonly ComparedWorker[], now: Date): CompareRow[] {
  const row = (
    id: string,
    group: CompareRow['group'],
    key: CompareRowKey,
    cell: (worker: ComparedWorker) => CompareCell,
  ): CompareRow => ({ id, group, key, cells: workers.map(cell) });
  const rows: CompareRow[] = [
    row('type', 'facts', { kind: 'type' }, (w) => ({ kind: 'type', type: w.type })),
    row('country', 'facts', { kind: 'country' }, (w) => (w.country ? { kind: 'country', code: w.country } : notStated)),
    row('experience', 'facts', { kind: 'experience' }, (w) => ({ kind: 'years', count: w.experienceYears })),
    row('age', 'facts', { kind: 'age' }, (w) => (w.age !== null ? { kind: 'age', age: w.age } : notStated)),
    row('availability', 'facts', { kind: 'availability' }, (w) => ({
      kind: 'availability',
      availability: availabilityOf(w, now),
      from: w.availableFrom,
    })),
    row('salary', 'facts', { kind: 'salary' }, (w) =>
      w.expectedSalary !== null ? { kind: 'salary', sar: w.expectedSalary } : notStated,
    ),
    row('transfer', 'facts', { kind: 'transfer' }, (w) => ({ kind: 'transfer', value: w.transferable })),
  ];
  for (const skill of skillsOf(workers)) {
    rows.push(
      row(`skill:${skill}`, 'skills', { kind: 'skill', skill }, (w) => {
        const fact = w.skillFacts[skill] ?? null;
        const listed = w.skills.includes(skill);
        return fact || listed ? { kind: 'skill', listed, fact } : notStated;
      }),
    );
  }
  if (workers.some((worker) => worker.type !== 'Driver')) {
    for (const band of childcareAgeBands) {
      rows.push(
        row(`band:${band}`, 'childcare', { kind: 'band', band }, (w) => {
          const value = w.childcareBands[band];
          return value ? { kind: 'band', value } : notStated;
        }),
      );
    }
  }
  const languages = [...new Set(workers.flatMap((worker) => worker.languages))];
  for (const language of languages) {
    rows.push(
      row(`language:${language}`, 'languages', { kind: 'language', language }, (w) =>
        w.languages.includes(language) ? { kind: 'language', level: w.languageLevels[language] ?? null } : notStated,
      ),
    );
  }
  return rows;
}
