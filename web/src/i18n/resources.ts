import enCommon from '@/locales/en/common.json';
import enPublic from '@/locales/en/public.json';
import arCommon from '@/locales/ar/common.json';
import arPublic from '@/locales/ar/public.json';
import { baseOptions } from './options';

/**
 * Both languages' public namespaces, bundled: the pre-renderer, the admin (which shows the public words of
 * either language) and the tests. The public pages load only their own language (publicWords.ts).
 */
export const publicResources = {
  en: { common: enCommon, public: enPublic },
  ar: { common: arCommon, public: arPublic },
};

export const sharedOptions = { ...baseOptions, resources: publicResources };
