// Entry point: re-exports only. One file per function.
export { changeAdminPassword } from './auth/changeAdminPassword';
export { onContactMessageCreated } from './notifications/onContactMessageCreated';
export { sendMailDigests } from './notifications/onMailDigestSchedule';
export { purgeExpiredPersonalData } from './privacy/onRetentionSchedule';
export { eraseContact } from './privacy/eraseContact';
export { onStaffWritten } from './stats/onStaffWritten';
export { onContactMessagesWritten } from './stats/onContactMessagesWritten';
export { onMediaWritten } from './stats/onMediaWritten';
export { onReviewsWritten } from './stats/onReviewsWritten';
export { onStaffDeleted } from './cleanup/onStaffDeleted';
export { onMediaDeleted } from './cleanup/onMediaDeleted';
export { onHeroImageWritten } from './heroImage/onHeroImageWritten';
export { purgeTrash } from './trash/purgeTrash';
export { onTrashDeleted } from './trash/onTrashDeleted';
export { serveStaffFile } from './staffFiles/serveStaffFile';
export { renderPage } from './render/renderPage';
export { serveSitemap } from './sitemap/serveSitemap';
export { serveOgImage } from './og/serveOgImage';
export { serveCvPdf } from './cvPdf/serveCvPdf';
export { trackRequest } from './requests/trackRequest';
export { onRequestCreated } from './requests/onRequestCreated';
export { onRequestWritten } from './requests/onRequestWritten';
export {
  auditContactMessages,
  auditCountryCosts,
  auditContent,
  auditMedia,
  auditRequests,
  auditReviews,
  auditSettings,
  auditStaff,
  auditStaffContacts,
} from './audit/onAuditedWrites';
export { auditTrash } from './audit/onTrashWritten';
export { auditDocumentDeleted, auditDocumentUploaded } from './audit/onDocumentFiles';
export { onRequestStats } from './stats/daily/onRequestStats';
export { onMessageStats } from './stats/daily/onMessageStats';
export { onStaffNameKey } from './staffSearch/onStaffNameKey';
export { onStaffPublicView } from './publicStaff/onStaffPublicView';
export { refreshPublicStaff } from './publicStaff/onPublicStaffSchedule';
export { refreshMeasuredTimesDaily } from './stats/daily/onMeasuredTimesSchedule';
export { sendJourneyDigestMail } from './requests/onJourneyDigestSchedule';
