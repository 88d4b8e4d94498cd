import { createBrowserRouter } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { PublicLayout } from './public/PublicLayout';

/**
 * Route table (SPEC section 2). The admin portal is one lazily loaded subtree: nothing under
 * /admin ships in the public first load.
 */
export const router = createBrowserRouter([
  {
    path: '/admin/*',
    lazy: async () => {
      const { AdminApp } = await import('./admin/AdminApp');
      return { Component: AdminApp };
    },
  },
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
