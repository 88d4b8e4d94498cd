import common from '@/locales/ar/common.json';
import publicWords from '@/locales/ar/public.json';

/** The Arabic public namespaces, one chunk (publicWords.ts). */
export const words = { common, public: publicWords };
