import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardPage } from '@/admin/dashboard/DashboardPage';
import { StaffAdminPage } from '@/admin/staff/StaffAdminPage';
import { MessagesPage } from '@/admin/messages/MessagesPage';
import { ContentAdminPage } from '@/admin/content/ContentAdminPage';
import { ReviewsAdminPage } from '@/admin/reviews/ReviewsAdminPage';
import { MediaAdminPage } from '@/admin/media/MediaAdminPage';
import { DocumentsPage } from '@/admin/documents/DocumentsPage';
import { SettingsPage } from '@/admin/settings/SettingsPage';
import { RequestsAdminPage } from '@/admin/requests/RequestsAdminPage';
import { ActivityPage } from '@/admin/activity/ActivityPage';
import { CostsAdminPage } from '@/admin/costs/CostsAdminPage';
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
        <Route path="costs" element={<CostsAdminPage />} />
        <Route path="activity" element={<ActivityPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}
