import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/site/home/HomePage';
import { NotFoundPage } from '@/site/not-found/NotFoundPage';
import { PublicLayout } from '@/site/layout/PublicLayout';
import { RouteError } from './RouteError';

/**
 * Route table. Home ships in the first load; every other public page is its own
 * chunk; the admin portal is one lazily loaded subtree (nothing under /admin in the public load).
 */
export const routes: RouteObject[] = [
  {
    path: '/admin/*',
    lazy: async () => ({ Component: (await import('@/admin/shell/AdminApp')).AdminApp }),
    errorElement: <RouteError />,
  },
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'maids-resume', lazy: async () => ({ Component: (await import('@/site/staff/MaidsPage')).MaidsPage }) },
      {
        path: 'transfer-staff',
        lazy: async () => ({ Component: (await import('@/site/staff/TransferStaffPage')).TransferStaffPage }),
      },
      {
        path: 'drivers-resume',
        lazy: async () => ({ Component: (await import('@/site/staff/DriversPage')).DriversPage }),
      },
      {
        path: 'recruitment-process',
        lazy: async () => ({
          Component: (await import('@/site/info-pages/RecruitmentProcessPage')).RecruitmentProcessPage,
        }),
      },
      { path: 'contact', lazy: async () => ({ Component: (await import('@/site/contact/ContactPage')).ContactPage }) },
      { path: 'ratings', lazy: async () => ({ Component: (await import('@/site/reviews/RatingsPage')).RatingsPage }) },
      {
        path: 'help-center',
        lazy: async () => ({ Component: (await import('@/site/info-pages/HelpCenterPage')).HelpCenterPage }),
      },
      {
        path: 'emergency-support',
        lazy: async () => ({
          Component: (await import('@/site/info-pages/EmergencySupportPage')).EmergencySupportPage,
        }),
      },
      { path: 'about-us', lazy: async () => ({ Component: (await import('@/site/info-pages/AboutPage')).AboutPage }) },
      {
        path: 'privacy-policy',
        lazy: async () => ({ Component: (await import('@/site/info-pages/PrivacyPolicyPage')).PrivacyPolicyPage }),
      },
      {
        path: 'terms-of-service',
        lazy: async () => ({ Component: (await import('@/site/info-pages/TermsPage')).TermsPage }),
      },
      {
        path: 'workers/:refCode',
        lazy: async () => ({ Component: (await import('../site/workers/WorkerProfilePage')).WorkerProfilePage }),
      },
      {
        path: 'shortlist',
        lazy: async () => ({ Component: (await import('../site/shortlist/ShortlistPage')).ShortlistPage }),
      },
      {
        path: 'compare',
        lazy: async () => ({ Component: (await import('../site/compare/ComparePage')).ComparePage }),
      },
      { path: 'costs', lazy: async () => ({ Component: (await import('../site/costs/CostsPage')).CostsPage }) },
      { path: 'track', lazy: async () => ({ Component: (await import('../site/requests/TrackPage')).TrackPage }) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The browser router; the pre-renderer (entry-server.tsx) renders the same `routes` with a static router. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
