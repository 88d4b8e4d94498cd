// One term per concept in the Arabic interface (issue 26). Each rule names the concept, the word the
// site uses, and the synonyms or wordings that must not come back. A new string that uses a forbidden
// form fails here with its key, so the fix is one word, not a review of the whole file.
import { describe, expect, it } from 'vitest';
import arAdmin from './ar/admin.json';
import arCommon from './ar/common.json';
import arPublic from './ar/public.json';

interface Rule {
  concept: string;
  use: string;
  forbidden: RegExp;
}

/** Arabic letters: a word going on (خدماتها, خدماتهم) is not the bare form. */
const letter = '[\\u0621-\\u064A]';

export const arabicGlossary: readonly Rule[] = [
  {
    concept: 'the visitor’s saved workers (shortlist)',
    use: 'المفضلة',
    forbidden: /قائمتي المختصرة|القائمة المختصرة|قائمة مختصرة|القائمة المحفوظة/,
  },
  {
    concept: 'transfer of services (the service and the staff type)',
    use: 'نقل الخدمات (with the article when it stands alone)',
    // "نقل خدمات عاملة" (a worker's services) is a construct and fine; the bare "نقل خدمات" at the end
    // of a label, before punctuation or before an adjective such as "فوري" is the indefinite duplicate.
    forbidden: new RegExp(`نقل خدمات(?=$|[^\\u0621-\\u064A\\s]| فوري)`),
  },
  {
    concept: 'a worker (mostly women): never an employee, never the masculine alone',
    use: 'العاملة أو العامل، العمالة، الملف',
    forbidden: new RegExp(
      `موظف|(?<!العاملة أو |عاملة أو |«عاملة» أو «|عاملة / |العاملة / وافق )(?<!${letter})(?:ال)?عامل(?!${letter})`,
    ),
  },
  {
    concept: 'a failure message',
    use: 'تعذّر …',
    forbidden: /فشل في /,
  },
  {
    concept: 'the office (not an agency or a company)',
    use: 'المكتب',
    forbidden: /الوكالة(?! الشريكة)|وكالتنا|الشركة|شركتنا/,
  },
];

type Tree = { [key: string]: string | Tree };

function* strings(tree: Tree, path: string): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    const here = path ? `${path}.${key}` : key;
    if (typeof value === 'string') yield [here, value];
    else yield* strings(value, here);
  }
}

const arabic: [string, string][] = [
  ...strings(arCommon as Tree, 'common'),
  ...strings(arPublic as Tree, 'public'),
  ...strings(arAdmin as Tree, 'admin'),
];

describe('Arabic glossary: one term per concept', () => {
  it.each(arabicGlossary.map((rule) => [rule.concept, rule] as const))('%s', (_concept, rule) => {
    const offending = arabic
      .filter(([, value]) => rule.forbidden.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(offending, `use ${rule.use}`).toEqual([]);
  });

  it('the rules can fail (each forbidden form is caught)', () => {
    const samples = [
      'قائمتي المختصرة (3)',
      'طلب نقل خدمات',
      'تواصل معنا لنقل خدمات فوري',
      'لا توجد سيرة ذاتية لهذا الموظف',
      'إضافة عامل',
      'فشل في حفظ المحتوى',
      'تواصل مع الوكالة',
    ];
    for (const sample of samples)
      expect(
        arabicGlossary.some((rule) => rule.forbidden.test(sample)),
        sample,
      ).toBe(true);
    for (const fine of ['نقل الخدمات', 'أرغب في نقل خدمات عاملة', 'يمكن نقل خدماتها', 'إضافة عاملة أو عامل'])
      expect(
        arabicGlossary.filter((rule) => rule.forbidden.test(fine)).map((rule) => rule.concept),
        fine,
      ).toEqual([]);
  });
});
