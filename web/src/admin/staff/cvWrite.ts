import { languageLevelsOf, skillFactsOf, storedDate, type StaffLanguage, type StaffType } from '@household/model';
import type { StaffCvFields } from './staffCvForm';

/**
 * How the office's save of a worker writes the structured CV (issue 36, decision 028): in an update of
 * its own after the worker's write (firestore.rules isCvOnlyUpdate), because the rules check a whole
 * document in one evaluation with a budget of 1,000 expressions, and a fully described worker with its
 * CV needs more. The worker's write never carries a stated fact; when it changes the type or the
 * languages (on which the CV's checks depend) it empties the stored CV, and the CV's write brings back what
 * the form or file states, or else what of the stored CV stays valid for the new type and languages.
 */

export const cvFieldNames = ['skillFacts', 'childcareBands', 'languageLevels'] as const;

/** The stored worker's CV and what its checks depend on. */
export type StoredCv = { type: StaffType; languages: readonly StaffLanguage[] } & StaffCvFields;

/** What was stored before the save: nothing (a new worker), the stored CV, or not known (a retried save). */
export type CvBefore = StoredCv | 'new' | 'unknown';

export interface CvWritePlan<Fields> {
  /**
   * The worker's write. It carries no stated CV fact: a new worker's CV parts, and on a change of type or
   * languages all three, are written empty (cheap to check; the stored CV may not suit the new type).
   */
  main: Omit<Fields, keyof StaffCvFields> & Partial<StaffCvFields>;
  /** The CV's own write, or null when it would change nothing. */
  cv: Partial<StaffCvFields> | null;
}

type WithCv = { type: StaffType; languages: readonly StaffLanguage[] } & Partial<StaffCvFields>;

const isEmpty = (part: object) => Object.keys(part).length === 0;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const emptyCv: StaffCvFields = { skillFacts: {}, childcareBands: {}, languageLevels: {} };

function nonEmptyParts(cv: Partial<StaffCvFields>): Partial<StaffCvFields> | null {
  const parts = Object.fromEntries(
    Object.entries(cv).filter(([, part]) => part !== undefined && !isEmpty(part)),
  ) as Partial<StaffCvFields>;
  return isEmpty(parts) ? null : parts;
}

export function planCvWrite<Fields extends WithCv>(fields: Fields, before: CvBefore): CvWritePlan<Fields> {
  const { skillFacts, childcareBands, languageLevels, ...rest } = fields;
  const carried: Partial<StaffCvFields> = {
    ...(skillFacts !== undefined ? { skillFacts } : {}),
    ...(childcareBands !== undefined ? { childcareBands } : {}),
    ...(languageLevels !== undefined ? { languageLevels } : {}),
  };
  if (before === 'new') {
    const emptied = Object.fromEntries(Object.keys(carried).map((name) => [name, {}])) as Partial<StaffCvFields>;
    return { main: { ...rest, ...emptied }, cv: nonEmptyParts(carried) };
  }
  if (before === 'unknown') return { main: { ...rest, ...emptyCv }, cv: nonEmptyParts(carried) };
  if (before.type !== fields.type || !same(before.languages, fields.languages)) {
    return {
      main: { ...rest, ...emptyCv },
      cv: nonEmptyParts({
        skillFacts: carried.skillFacts ?? skillFactsOf(fields.type, before.skillFacts, storedDate),
        childcareBands: carried.childcareBands ?? before.childcareBands,
        languageLevels: carried.languageLevels ?? languageLevelsOf(before.languageLevels, fields.languages),
      }),
    };
  }
  const changed = Object.fromEntries(
    cvFieldNames.flatMap((name) =>
      carried[name] !== undefined && !same(carried[name], before[name]) ? [[name, carried[name]]] : [],
    ),
  ) as Partial<StaffCvFields>;
  return { main: rest, cv: isEmpty(changed) ? null : changed };
}
