import { describe, expect, it } from 'vitest';
import { latinWordsOf, sensitiveFacts, truthProblems } from './truthChecks.ts';

describe('truth sweep checks', () => {
  it('passes a clean Arabic page with names, codes and addresses', () => {
    expect(
      truthProblems({
        language: 'ar',
        texts: [
          'MS Maria Santos MD-0142 info@office.example https://wa.me/966 R-7KQ4-M2',
          'رقم الترخيص HRSD-1010-2026 English تصدير CSV ملفات PDF (رابط https) Cloud Firestore',
          'صورة',
        ],
        allowedLatin: latinWordsOf(['Maria Santos']),
      }),
    ).toEqual([]);
    // A three-word name's avatar: the first and the last word's initials.
    expect(
      truthProblems({
        language: 'ar',
        texts: ['AS AM عاملة'],
        allowedLatin: latinWordsOf(['Amina Csv Sari', 'Amina Csv mw4x']),
      }),
    ).toEqual([]);
  });
  it('finds Latin words on an Arabic page, raw keys, raw values, repeats and emoji flags', () => {
    const problems = truthProblems({
      language: 'ar',
      texts: [
        'العمالة Not Available',
        'المهارات: deepCleaning',
        'العدد: undefined {{count}}',
        'خبرة خبرة 5 سنوات',
        '🇵🇭 الفلبين',
      ],
    });
    expect(problems.some((p) => p.includes('"Not"'))).toBe(true);
    expect(problems.some((p) => p.includes('raw code "deepCleaning"'))).toBe(true);
    expect(problems.some((p) => p.includes('raw value "undefined"'))).toBe(true);
    expect(problems.some((p) => p.includes('raw value "{{"'))).toBe(true);
    expect(problems.some((p) => p.includes('"خبرة" twice'))).toBe(true);
    expect(problems.some((p) => p.includes('emoji flag'))).toBe(true);
  });
  it('finds a word twice in a row within a table cell, not across two cells', () => {
    const row = 'Limit Tester\t \tlimit-x 1\t1 Dec 2026, 00:08';
    expect(truthProblems({ language: 'en', texts: [row] })).toEqual([]);
    expect(truthProblems({ language: 'en', texts: ['Limit Tester\tlimit-x 1 1 Dec 2026'] })).toHaveLength(1);
  });
  it('allows a shortened data word only where the page cut it (… after it) and an allowed word begins with it', () => {
    const allowedLatin = latinWordsOf(['Known for honesty and quick follow-up']);
    expect(
      truthProblems({ language: 'ar', texts: ['قبل: Known for honesty and quick fol… بعد'], allowedLatin }),
    ).toEqual([]);
    // Not cut: a word that only begins an allowed one is not data.
    expect(truthProblems({ language: 'ar', texts: ['قبل: quick fol بعد'], allowedLatin })).toHaveLength(1);
    // Cut, but no allowed word begins so.
    expect(truthProblems({ language: 'ar', texts: ['قبل: quick rig… بعد'], allowedLatin })).toHaveLength(1);
  });
  it('lets a camelCase word through only when it is allowed data (a file column the office reads)', () => {
    const texts = ['Choose a CSV with the columns refCode, name and experienceYears.'];
    const allowedLatin = new Set(['refcode', 'experienceyears']);
    expect(truthProblems({ language: 'en', texts, allowedLatin })).toEqual([]);
    expect(truthProblems({ language: 'en', texts, allowedLatin: new Set(['refcode']) })).toEqual([
      'raw code "experienceYears" in "CSV with the columns refCode, name and experienceYears."',
    ]);
  });
  it('allows Latin on English pages but still finds repeats and raw keys', () => {
    expect(truthProblems({ language: 'en', texts: ['Maid MD-0142: 5 years of experience'] })).toEqual([]);
    expect(truthProblems({ language: 'en', texts: ['Play video video'] })).toHaveLength(1);
    expect(truthProblems({ language: 'en', texts: ['Skills: kitchenCare'] })).toHaveLength(1);
    expect(truthProblems({ language: 'en', texts: ['Rating: NaN'] })).toHaveLength(1);
  });

  it("finds a worker's religion or health on a page, in either language, and not the office's process text", () => {
    expect(
      sensitiveFacts([
        'Medical checks and verification of identity, as the regulations require.',
        'فحوصات طبية والتحقق من الهوية. رقم غير صحيح. تسليم العاملة.',
        'Maria Santos, 32, Philippines',
      ]),
    ).toEqual([]);
    expect(sensitiveFacts(['Religion: Christian'])).toHaveLength(2);
    expect(sensitiveFacts(['Good health condition, no allergies'])).toEqual([
      expect.stringContaining('"health condition"'),
    ]);
    expect(sensitiveFacts(['الديانة: مسلمة'])).toHaveLength(2);
    expect(sensitiveFacts(['العاملة مسلمة وتجيد الطبخ'])).toEqual([expect.stringContaining('"مسلمة"')]);
    expect(sensitiveFacts(['العاملة المسيحية'])).toEqual([expect.stringContaining('"المسيحية"')]);
    // Inside another word it is not the word: تسلم (hands over), مسلمات (givens).
    expect(sensitiveFacts(['تسلم العاملة', 'من المسلمات'])).toEqual([]);
  });
});
