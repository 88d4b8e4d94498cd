import { Button, Spin } from 'antd';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadStaffCv, staffFileObjectUrl } from './api/cvDownload';
import { cvDownloadName } from './staffFiles';

/**
 * The admin's view of a worker's stored files. Files are read with the Storage SDK under storage.rules
 * at view or click time; no download URL is stored (docs/architecture.md#trust-rules).
 */

/** Downloads a worker's CV with a toast for the outcome (the staff table and the details drawer). */
export function useStaffCvDownload(): (staff: { refCode: string; cvPath: string | null }) => Promise<void> {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  return async ({ refCode, cvPath }) => {
    if (!cvPath) {
      feedback.warning(t('staff.toast.noCv'));
      return;
    }
    try {
      await downloadStaffCv(cvPath, cvDownloadName(refCode, cvPath));
      feedback.success(t('staff.toast.cvDownloaded'));
    } catch (error) {
      feedback.error(t('staff.toast.cvDownloadFailed'), error);
    }
  };
}

/** The worker's stored photo, read as a blob while it is shown. */
export function StaffPhotoPreview({ path, alt }: { path: string; alt: string }) {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<{ path: string; src: string | null; failed: boolean }>({
    path,
    src: null,
    failed: false,
  });

  useEffect(() => {
    let objectUrl: string | null = null;
    let alive = true;
    staffFileObjectUrl(path).then(
      (url) => {
        objectUrl = url;
        if (alive) setState({ path, src: url, failed: false });
        else URL.revokeObjectURL(url);
      },
      (error: unknown) => {
        console.error('Failed to load staff photo', error);
        if (alive) setState({ path, src: null, failed: true });
      },
    );
    return () => {
      alive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);

  if (state.path === path && state.failed) return <span>{t('staff.details.photoFailed')}</span>;
  if (state.path !== path || !state.src) return <Spin size="small" />;
  return (
    <img
      src={state.src}
      alt={alt}
      data-testid="staff-photo-preview"
      style={{ maxWidth: 160, maxHeight: 160, borderRadius: 8 }}
    />
  );
}

/** A button that downloads the worker's CV. */
export function StaffCvButton({ staff }: { staff: { refCode: string; cvPath: string | null } }) {
  const { t } = useTranslation('admin');
  const download = useStaffCvDownload();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="link"
      loading={busy}
      style={{ paddingInline: 0 }}
      onClick={() => {
        setBusy(true);
        void download(staff).finally(() => setBusy(false));
      }}
    >
      {t('staff.actions.downloadCv')}
    </Button>
  );
}
