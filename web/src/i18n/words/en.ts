import common from '@/locales/en/common.json';
import publicWords from '@/locales/en/public.json';

/** The English public namespaces, one chunk (publicWords.ts). */
export const words = { common, public: publicWords };
