import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';
import { downloadTextFile } from '@/admin/lib/csv/download';
import { officeFileStamp } from '@/admin/lib/csv/officeTime';
import { fetchContactsFor } from './api/staffCsvApi';
import { fetchStaffForExport } from './api/staffTableApi';
import { staffCsv } from './staffCsv';
import { StaffImportDialog } from './StaffImportDialog';
import type { StaffQueryPlan } from './staffTableQuery';

/** Export (every worker matching the table's current filters and search, with contacts) and import buttons of the staff page. */
export function StaffCsvButtons({ plan }: { plan: StaffQueryPlan }) {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const [exporting, setExporting] = useState(false);
  const [importOpen, setImportOpen] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const staff = await fetchStaffForExport(plan);
      if (staff.length === 0) {
        feedback.info(t('csv.exportEmpty'));
        return;
      }
      const contacts = await fetchContactsFor(staff);
      downloadTextFile(
        `staff-${officeFileStamp(new Date())}.csv`,
        staffCsv(staff.map((row) => ({ staff: row, contact: contacts.get(row.id) ?? null }))),
      );
      feedback.success(t('csv.exported', { count: staff.length }));
    } catch (error) {
      feedback.error(t('csv.exportFailed'), error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
        {t('csv.export')}
      </Button>
      <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)}>
        {t('csv.import')}
      </Button>
      <StaffImportDialog open={importOpen} onClose={() => setImportOpen(false)} />
    </>
  );
}
