import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@household/model';
import { useLanguage } from '@/i18n/useLanguage';
import { useTheme } from '@/lib/theme/ThemeContext';
import { adminToastConfig } from '@/admin/lib/feedback';
import { useCompactLayout } from '@/admin/lib/table/useAdminTable';
import { useLibraryLabels } from './libraryLabels';

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
        // No open/close animations in the portal: a popconfirm, menu or toast takes taps from the moment it
        // shows, instead of letting them fall through to the sticky header under it while it zooms in
        // (docs/decisions/029-admin-on-a-phone.md).
        motion: false,
      },
    }),
    [mode, language],
  );
  // Toasts: bottom end corner (mirrored in Arabic), the top on a phone, at most 3, 4.5 s (admin/lib/feedback).
  const compact = useCompactLayout();
  const toastConfig = useMemo(() => adminToastConfig(directionOf(language), compact), [language, compact]);

  return (
    <ConfigProvider direction={directionOf(language)} locale={language === 'ar' ? arEG : enUS} theme={themeConfig}>
      <AntdApp notification={toastConfig}>{children}</AntdApp>
    </ConfigProvider>
  );
}
