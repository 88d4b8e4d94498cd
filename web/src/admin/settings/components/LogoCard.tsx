import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Flex, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFileInput } from '@/admin/components/AdminFileInput';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { useUploadSlot } from '@/admin/lib/useUploadSlot';
import { saveSiteSettings, uploadFile, useSiteSettingsLive } from '../api/settingsApi';
import { imageExtension, logoPath, validateImageFile } from '../validation';
import { SettingsCard } from './SettingsCard';

/** Logo Management: preview of the current logo and upload of a new one to `logos/{timestamp}.{ext}`. */
export function LogoCard() {
  const { t } = useTranslation('admin');
  const { run, feedback } = useAdminAction();
  const slot = useUploadSlot();
  const { data } = useSiteSettingsLive();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const reported = useRef(new Set<string>());
  const logoUrl = data.logoUrl;

  async function upload(file: File) {
    const problem = validateImageFile(file);
    if (problem) {
      feedback.error(problem === 'svg' ? t('trust.svgRefused') : t(`settings.logo.${problem}`));
      return;
    }
    await run(
      () =>
        slot.upload(
          async (chosen, onProgress) => {
            const url = await uploadFile(logoPath(Date.now(), imageExtension(chosen)), chosen, onProgress);
            await saveSiteSettings({ logoUrl: url });
          },
          { file },
        ),
      { success: t('settings.logo.uploaded'), failure: t('settings.logo.uploadFailed') },
    );
  }

  function onPreviewError(url: string) {
    setFailedUrl(url);
    if (reported.current.has(url)) return;
    reported.current.add(url);
    feedback.error(t('settings.logo.errorTitle'), undefined, t('settings.logo.loadError'));
  }

  return (
    <SettingsCard
      icon={<PictureOutlined aria-hidden />}
      title={t('settings.logo.title')}
      hint={t('settings.logo.hint')}
      testId="settings-logo"
    >
      <Flex gap={16} align="center" wrap>
        <div className="settings__logo-preview" aria-label={t('settings.logo.current')}>
          {logoUrl && failedUrl !== logoUrl ? (
            <img src={logoUrl} alt={t('settings.logo.current')} onError={() => onPreviewError(logoUrl)} />
          ) : (
            <Typography.Text type="secondary">
              {logoUrl ? t('settings.logo.loadError') : t('settings.logo.none')}
            </Typography.Text>
          )}
        </div>
        <Flex vertical gap={8} style={{ minWidth: 200, flex: 1 }}>
          <AdminFileInput
            testId="logo-input"
            type="primary"
            icon={<UploadOutlined />}
            loading={slot.uploading}
            onFiles={([file]) => void upload(file!)}
          >
            {t('settings.logo.choose')}
          </AdminFileInput>
          {slot.progress !== null && <Progress percent={slot.progress} size="small" status="active" />}
        </Flex>
      </Flex>
    </SettingsCard>
  );
}
