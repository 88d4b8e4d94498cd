import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@/lib/theme/ThemeContext';
import { markAppReady } from '@/site/early/earlyClicks';
import type { createAppRouter } from './router';

/**
 * Composition root: theme and router. antd (with its ConfigProvider) is mounted by the lazily
 * loaded chunks that use it, keeping it out of the public first load (docs/decisions/001).
 * Once it has hydrated a pre-rendered page, the early handlers step aside and the taps they kept are
 * replayed (site/early/earlyClicks.ts).
 */
export function AppRoot({ router }: { router: ReturnType<typeof createAppRouter> }) {
  useEffect(() => {
    markAppReady();
  }, []);
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
