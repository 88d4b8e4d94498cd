import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';
import { downloadTextFile } from '@/admin/lib/csv/download';
import { officeFileStamp } from '@/admin/lib/csv/officeTime';
import { requestsCsv, type AdminRequest } from '@/admin/lib/requestAdminModel';

/** CSV export of the requests the board shows (its stage filter and search applied). */
export function RequestsExportButton({ requests }: { requests: readonly AdminRequest[] }) {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  return (
    <Button
      icon={<DownloadOutlined />}
      onClick={() => {
        if (requests.length === 0) {
          feedback.info(t('csv.exportEmpty'));
          return;
        }
        downloadTextFile(`requests-${officeFileStamp(new Date())}.csv`, requestsCsv(requests));
        feedback.success(t('csv.exported', { count: requests.length }));
      }}
    >
      {t('csv.export')}
    </Button>
  );
}
