import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardPage } from '@/features/dashboard/DashboardPage';
import { StaffAdminPage } from '@/features/staff/admin/StaffAdminPage';
import { MessagesPage } from '@/features/contact/admin/MessagesPage';
import { ContentAdminPage } from '@/features/content/admin/ContentAdminPage';
import { ReviewsAdminPage } from '@/features/reviews/admin/ReviewsAdminPage';
import { MediaAdminPage } from '@/features/media/MediaAdminPage';
import { DocumentsPage } from '@/features/storage/DocumentsPage';
import { SettingsPage } from '@/features/settings/SettingsPage';
import { RequestsAdminPage } from '@/features/requests/admin/RequestsAdminPage';
import { ActivityPage } from '@/features/activity/ActivityPage';
import { AdminShell } from './AdminShell';

/** Signed-in admin portal. Unknown admin paths redirect to /admin. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<DashboardPage />} />
        <Route path="staff" element={<StaffAdminPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="requests" element={<RequestsAdminPage />} />
        <Route path="content" element={<ContentAdminPage />} />
        <Route path="reviews" element={<ReviewsAdminPage />} />
        <Route path="media" element={<MediaAdminPage />} />
        <Route path="storage" element={<DocumentsPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="activity" element={<ActivityPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}
