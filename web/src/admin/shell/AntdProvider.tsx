import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@household/model';
import { useLanguage } from '@/i18n/useLanguage';
import { useTheme } from '@/lib/theme/ThemeContext';
import { adminToastConfig, toastDurationSeconds, toastMaxCount } from '@/admin/lib/feedback';
import { useLibraryLabels } from './libraryLabels';

/** antd `message` (still used by the staff table and the trash tab until they move to admin/lib/useAdminAction): same count and duration. */
const legacyMessageConfig = { maxCount: toastMaxCount, duration: toastDurationSeconds };

/**
 * antd's ConfigProvider follows the current language (direction, locale: ar_EG in Arabic, loaded with
 * the admin chunk, never on the public pages) and theme. The theme
 * prop is always an object (switching it to undefined would remount the tree). Toasts go
 * through `App.useApp()` so they follow RTL, locale and dark mode.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { mode } = useTheme();
  const language = useLanguage();
  const { t } = useTranslation('admin');
  // What antd says in English whatever the locale (icon names, the number steppers): libraryLabels.ts.
  useLibraryLabels({
    increase: t('common.increase'),
    decrease: t('common.decrease'),
    iconWords: {
      ellipsis: t('common.more'),
      'close-circle': t('common.clear'),
      close: t('common.close'),
      search: t('common.search'),
      left: t('common.previous'),
      right: t('common.next'),
    },
  });

  const themeConfig = useMemo(
    () => ({
      algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      token: {
        colorPrimary: '#0f766e',
        fontFamily:
          language === 'ar'
            ? "'IBM Plex Sans Arabic', 'Inter', system-ui, sans-serif"
            : "'Inter', 'IBM Plex Sans Arabic', system-ui, sans-serif",
        borderRadius: 10,
      },
    }),
    [mode, language],
  );
  // Toasts: bottom end corner (mirrored in Arabic), at most 3, 4.5 s (admin/lib/feedback).
  const toastConfig = useMemo(() => adminToastConfig(directionOf(language)), [language]);

  return (
    <ConfigProvider direction={directionOf(language)} locale={language === 'ar' ? arEG : enUS} theme={themeConfig}>
      <AntdApp notification={toastConfig} message={legacyMessageConfig}>
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
