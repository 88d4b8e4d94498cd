import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import { useMemo, type ReactNode } from 'react';
import { directionOf } from '@/i18n/language';
import { useLanguage } from '@/i18n/useLanguage';
import { useTheme } from '@/features/theme/ThemeContext';

/**
 * antd's ConfigProvider follows the current language (direction, locale) and theme. The theme
 * prop is always an object (switching it to undefined would remount the tree). Toasts go
 * through `App.useApp()` so they follow RTL, locale and dark mode.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { mode } = useTheme();
  const language = useLanguage();

  const themeConfig = useMemo(
    () => ({
      algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      token: {
        colorPrimary: '#0f766e',
        fontFamily: language === 'ar' ? "'IBM Plex Sans Arabic', 'Inter', system-ui, sans-serif" : "'Inter', 'IBM Plex Sans Arabic', system-ui, sans-serif",
        borderRadius: 10,
      },
    }),
    [mode, language],
  );

  return (
    <ConfigProvider direction={directionOf(language)} locale={language === 'ar' ? arEG : enUS} theme={themeConfig}>
      <AntdApp notification={{ placement: 'bottomRight', maxCount: 3 }}>{children}</AntdApp>
    </ConfigProvider>
  );
}
