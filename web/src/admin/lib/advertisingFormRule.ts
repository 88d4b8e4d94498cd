import type { TFunction } from 'i18next';
import { checkAdvertisingRules } from '@/lib/advertisingRules';

/**
 * An antd Form rule that refuses the advertising rules' banned wording (lib/advertisingRules), with
 * the reason in the admin's language (admin.json `trust.advertising.*`). Use it on every admin text
 * that is published: staff name and descriptions, page content, media titles and descriptions (both
 * languages), the footer's about text and review comments.
 */
export function advertisingFormRule(t: TFunction<'admin'>) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value !== 'string') return;
      const [problem] = checkAdvertisingRules(value);
      if (problem) throw new Error(t(`trust.advertising.${problem.rule}`, { match: problem.match }));
    },
  };
}
