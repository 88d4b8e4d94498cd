import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@/lib/theme/ThemeContext';
import type { createAppRouter } from './router';

/**
 * Composition root: theme and router. antd (with its ConfigProvider) is mounted by the lazily
 * loaded chunks that use it, keeping it out of the public first load (docs/decisions/001).
 */
export function AppRoot({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
