import { describe, expect, it } from 'vitest';
import { checkAdvertisingRules, firstAdvertisingProblem, normalizeForRules } from './advertisingRules';

const rulesOf = (text: string) => checkAdvertisingRules(text).map((problem) => problem.rule);

describe('checkAdvertisingRules: refused wording', () => {
  it.each([
    ['Housemaid for sale, available now', 'sale'],
    ['We sell maids from Kenya', 'sale'],
    ['Buy a driver today', 'sale'],
    ['Purchase of a domestic worker with full papers', 'sale'],
    ['Workers to buy at good prices', 'sale'],
    ['Maid waiver available, 5000 SAR', 'waiver'],
    ['We can waive the nanny to you', 'waiver'],
    ['Experienced servant, cooks and cleans', 'servant'],
    ['SERVANTS wanted', 'servant'],
    ['Filipino maids are the best', 'ranking'],
    ['Indonesians are better than Filipinos', 'ranking'],
    ['Best nationality for housework', 'ranking'],
    ['Muslim maids only', 'ranking'],
    ['No Christians', 'ranking'],
    ['عاملة منزلية للبيع', 'sale'],
    ['نبيع سائقين بأسعار مناسبة', 'sale'],
    ['شراء عاملة بسعر مناسب', 'sale'],
    ['تنازل عن عاملة منزلية', 'waiver'],
    ['للتنازل: سائق خاص', 'waiver'],
    ['خادمة فلبينية بخبرة', 'servant'],
    ['خادمات للعمل فوراً', 'servant'],
    ['الخدم متوفرون', 'servant'],
    ['أفضل جنسية للعمل المنزلي', 'ranking'],
    ['الجنسيات الأفضل لدينا', 'ranking'],
    ['مسلمة فقط', 'ranking'],
    ['Muslim maid available now', 'religion'],
    ['Experienced nanny (Christian), 5 years', 'religion'],
    ['Religion: Muslim', 'religion'],
    ['عاملة مسلمة بخبرة خمس سنوات', 'religion'],
    ['عاملة منزلية غير مسلمة', 'religion'],
    ['سائق مسيحي متوفر', 'religion'],
    ['الديانة: مسلمة', 'religion'],
  ])('%s -> %s', (text, rule) => {
    expect(rulesOf(text)).toContain(rule);
  });

  it('sees through diacritics, tatweel, alef forms and invisible characters', () => {
    expect(rulesOf('خَادِمَة')).toContain('servant');
    expect(rulesOf('خـــادمة')).toContain('servant');
    expect(rulesOf('ser\u200Bvant')).toContain('servant');
    expect(rulesOf('أفضل الجنسيات')).toContain('ranking');
    expect(rulesOf('إفضل جنسية')).toContain('ranking');
    expect(rulesOf('ＳＥＲＶＡＮＴ')).toContain('servant');
  });
});

describe('checkAdvertisingRules: allowed wording', () => {
  it.each([
    'Experienced nanny from the Philippines, speaks English and Arabic.',
    'Transfer of services (sponsorship transfer) handled by the office.',
    'Driver with five years of experience in sales deliveries.',
    'Cleaner available for transfer of services; customer service skills.',
    'Our office serves families across Riyadh.',
    'عاملة منزلية من الفلبين، خبرة خمس سنوات.',
    'نقل خدمات سائق خاص بخبرة في الرياض.',
    'إجازة في فصل الربيع',
    'خدمة العملاء متاحة على مدار الساعة',
    'نخدم الأسر في الرياض',
    'منتجات التنظيف متوفرة',
    'The worker respects the customs of Saudi families.',
    'عاملة تحترم عادات الأسرة السعودية',
    'عاملة مسؤولة ومنظمة',
    '',
  ])('%s', (text) => {
    expect(checkAdvertisingRules(text)).toEqual([]);
  });
});

describe('helpers', () => {
  it('firstAdvertisingProblem returns the first refused field', () => {
    expect(firstAdvertisingProblem(['fine', null, 'servant', 'for sale'])).toEqual({
      rule: 'servant',
      match: 'servant',
    });
    expect(firstAdvertisingProblem(['fine', undefined])).toBeNull();
  });

  it('normalizeForRules unifies Arabic spellings', () => {
    expect(normalizeForRules('أإآى')).toBe('اااي');
  });
});
