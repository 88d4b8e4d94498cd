import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/pages/home/HomePage';
import { NotFoundPage } from '@/features/not-found/NotFoundPage';
import { PublicLayout } from '@/app/public/PublicLayout';
import { RouteError } from './RouteError';

/**
 * Route table. Home ships in the first load; every other public page is its own
 * chunk; the admin portal is one lazily loaded subtree (nothing under /admin in the public load).
 */
export const routes: RouteObject[] = [
  {
    path: '/admin/*',
    lazy: async () => ({ Component: (await import('@/app/admin/AdminApp')).AdminApp }),
    errorElement: <RouteError />,
  },
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'maids-resume', lazy: async () => ({ Component: (await import('@/features/staff/MaidsPage')).MaidsPage }) },
      { path: 'transfer-staff', lazy: async () => ({ Component: (await import('@/features/staff/TransferStaffPage')).TransferStaffPage }) },
      { path: 'drivers-resume', lazy: async () => ({ Component: (await import('@/features/staff/DriversPage')).DriversPage }) },
      {
        path: 'recruitment-process',
        lazy: async () => ({ Component: (await import('@/features/info-pages/RecruitmentProcessPage')).RecruitmentProcessPage }),
      },
      { path: 'contact', lazy: async () => ({ Component: (await import('@/features/contact/ContactPage')).ContactPage }) },
      { path: 'ratings', lazy: async () => ({ Component: (await import('@/features/reviews/RatingsPage')).RatingsPage }) },
      { path: 'help-center', lazy: async () => ({ Component: (await import('@/features/info-pages/HelpCenterPage')).HelpCenterPage }) },
      {
        path: 'emergency-support',
        lazy: async () => ({ Component: (await import('@/features/info-pages/EmergencySupportPage')).EmergencySupportPage }),
      },
      { path: 'about-us', lazy: async () => ({ Component: (await import('@/features/info-pages/AboutPage')).AboutPage }) },
      { path: 'privacy-policy', lazy: async () => ({ Component: (await import('@/features/info-pages/PrivacyPolicyPage')).PrivacyPolicyPage }) },
      { path: 'terms-of-service', lazy: async () => ({ Component: (await import('@/features/info-pages/TermsPage')).TermsPage }) },
      { path: 'workers/:refCode', lazy: async () => ({ Component: (await import('../pages/WorkerProfilePage')).WorkerProfilePage }) },
      { path: 'shortlist', lazy: async () => ({ Component: (await import('../pages/ShortlistPage')).ShortlistPage }) },
      { path: 'track', lazy: async () => ({ Component: (await import('../pages/TrackPage')).TrackPage }) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The browser router; the pre-renderer (entry-server.tsx) renders the same `routes` with a static router. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
