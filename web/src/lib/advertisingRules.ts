/**
 * The advertising rules' banned wording (docs/architecture.md#trust-rules): admin texts that are
 * published (staff profiles, page content, media titles) must not offer a worker for sale or purchase,
 * mention a "waiver" (تنازل) of a worker, call a worker a servant, rank nationalities or religions, or
 * describe or offer a worker by religion ("Muslim maid", "عاملة مسلمة", "religion: ...").
 * Pure; Arabic is matched after removing diacritics and tatweel and unifying alef and yaa forms.
 */
export type AdvertisingRule = 'sale' | 'waiver' | 'servant' | 'ranking' | 'religion';

export interface AdvertisingProblem {
  rule: AdvertisingRule;
  /** The words that matched (lower-cased, Arabic normalized). */
  match: string;
}

/** Removes invisible characters and Arabic diacritics/tatweel, unifies alef/yaa/taa-marbuta spellings. */
export function normalizeForRules(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u00AD]/g, '')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .toLowerCase();
}

const worker =
  '(?:maids?|housemaids?|workers?|domestic workers?|drivers?|nann(?:y|ies)|cleaners?|staff|labou?rers?|servants?)';
const article = '(?:(?:a|an|the|your|our|this|these|new)\\s+)?';
const nationality =
  '(?:filipin[oa]s?|indonesians?|indians?|sri lankans?|bangladeshis?|kenyans?|ugandans?|ethiopians?|nepal(?:i|ese)s?|pakistanis?|africans?|asians?|arabs?|ghanaians?|burundians?)';
const religion = '(?:muslims?|non-muslims?|christians?|hindus?|buddhists?|sikhs?)';

/** English: whole words, any case. */
const english: { rule: AdvertisingRule; pattern: RegExp }[] = [
  { rule: 'sale', pattern: new RegExp(`\\b(?:for sale|on sale)\\b`, 'i') },
  {
    rule: 'sale',
    pattern: new RegExp(
      `\\b(?:sell|sells|selling|sold|buy|buys|buying|bought|purchase|purchasing|purchased)\\s+(?:of\\s+)?${article}${worker}\\b`,
      'i',
    ),
  },
  { rule: 'sale', pattern: new RegExp(`\\b${worker}\\s+(?:to buy|to sell|for purchase)\\b`, 'i') },
  { rule: 'sale', pattern: new RegExp(`\\b(?:sale|purchase|price) of\\s+${article}${worker}\\b`, 'i') },
  { rule: 'waiver', pattern: /\bwaiv(?:er|ers|e|ed|ing)\b/i },
  { rule: 'servant', pattern: /\bservants?\b/i },
  {
    rule: 'ranking',
    pattern:
      /\b(?:best|better|top|worst|superior|inferior|cheapest|preferred)\s+(?:\w+\s+)?(?:nationalit(?:y|ies)|religions?)\b/i,
  },
  { rule: 'ranking', pattern: /\bnationalit(?:y|ies)\s+(?:ranking|ranked)\b/i },
  {
    rule: 'ranking',
    pattern: new RegExp(
      `\\b${nationality}\\s+(?:${worker}\\s+)?(?:are|is)\\s+(?:the\\s+)?(?:best|better|worst|superior|inferior|more honest|lazy|lazier|dirty|cleaner than)\\b`,
      'i',
    ),
  },
  {
    rule: 'ranking',
    pattern: new RegExp(`\\b(?:better|worse|cleaner|smarter) than\\s+(?:the\\s+)?${nationality}`, 'i'),
  },
  {
    rule: 'ranking',
    pattern: new RegExp(`\\b${religion}\\s+(?:${worker}\\s+)?(?:only|are better|are the best|preferred)\\b`, 'i'),
  },
  { rule: 'ranking', pattern: new RegExp(`\\b(?:only|no)\\s+${religion}\\b`, 'i') },
  { rule: 'religion', pattern: new RegExp(`\\b${religion}\\s+${worker}\\b`, 'i') },
  { rule: 'religion', pattern: new RegExp(`\\b${worker}\\s*[(,:-]?\\s*${religion}\\b`, 'i') },
  { rule: 'religion', pattern: /\breligion\s*[:=-]/i },
];

/** Arabic, on normalized text: a word may carry the prefixes و ف ب ل ك and ال, never other letters around it. */
const arabicLetter = '\\p{Script=Arabic}';
const arabicWord = (stem: string) =>
  new RegExp(`(?<!${arabicLetter})(?:[وفبلك]?(?:ال|لل)?)(?:${stem})(?!${arabicLetter})`, 'u');
const arabic: { rule: AdvertisingRule; pattern: RegExp }[] = [
  {
    rule: 'sale',
    pattern: arabicWord('بيع|يباع|تباع|نبيع|تبيع|يبيع|بيعها|بيعه|شراء|نشتري|اشتري|اشتر|يشتري|تشتري|شرائها|شرائه'),
  },
  { rule: 'waiver', pattern: arabicWord('تنازل|تنازلها|تنازله') },
  { rule: 'servant', pattern: arabicWord('خادمه|خادمة|خادمات|خادم|خدم') },
  {
    rule: 'ranking',
    pattern: arabicWord('(?:افضل|اسوا|احسن|ارخص)\\s+(?:ال)?(?:جنسيه|جنسية|جنسيات|ديانه|ديانة|ديانات|اديان)'),
  },
  {
    rule: 'ranking',
    pattern: arabicWord('(?:ال)?(?:جنسيات|جنسيه|جنسية|اديان|ديانات)\\s+(?:ال)?(?:افضل|الافضل|الاسوا|المفضله|المفضلة)'),
  },
  {
    rule: 'ranking',
    pattern: arabicWord('(?:مسلمه|مسلمة|مسلمات|مسلمين|مسيحيه|مسيحية|مسيحيات|غير مسلمه|غير مسلمة)\\s+فقط'),
  },
  {
    rule: 'religion',
    pattern: arabicWord(
      '(?:عامله|عاملة|عاملات|عامل|عمال|عماله|عمالة|سائق|سائقه|سائقين|مربيه|مربية|مربيات)\\s+(?:منزليه\\s+|منزلية\\s+)?(?:غير\\s+)?(?:مسلمه|مسلمة|مسلمات|مسلم|مسلمين|مسيحيه|مسيحية|مسيحيات|مسيحي|مسيحيين|هندوسيه|هندوسية|هندوسي|بوذيه|بوذية|بوذي)',
    ),
  },
  { rule: 'religion', pattern: arabicWord('(?:الديانه|الديانة|الدين)\\s*[:：-]') },
];

/** Every banned wording in `text`, in rule order (one entry per matching pattern); [] when it is fine. */
export function checkAdvertisingRules(text: string): AdvertisingProblem[] {
  if (!text) return [];
  const normalized = normalizeForRules(text);
  const problems: AdvertisingProblem[] = [];
  for (const { rule, pattern } of [...english, ...arabic]) {
    const found = pattern.exec(normalized);
    if (found && !problems.some((problem) => problem.rule === rule)) problems.push({ rule, match: found[0].trim() });
  }
  return problems;
}

/** The first problem of several texts (the fields of one form), or null when all are fine. */
export function firstAdvertisingProblem(texts: readonly (string | null | undefined)[]): AdvertisingProblem | null {
  for (const text of texts) {
    const [problem] = checkAdvertisingRules(text ?? '');
    if (problem) return problem;
  }
  return null;
}
