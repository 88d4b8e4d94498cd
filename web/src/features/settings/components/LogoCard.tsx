import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Card, Flex, Progress, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSiteSettings, uploadFile, useSiteSettingsLive } from '../api/settingsApi';
import { imageExtension, logoPath, validateImageFile } from '../validation';
import { FilePickButton } from './FilePickButton';

/** Logo Management: preview of the current logo and upload of a new one to `logos/{timestamp}.{ext}`. */
export function LogoCard() {
  const { t } = useTranslation('admin');
  const { message, notification } = App.useApp();
  const { data } = useSiteSettingsLive();
  const [percent, setPercent] = useState<number | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const reported = useRef(new Set<string>());
  const logoUrl = data.logoUrl;

  async function upload(file: File) {
    const problem = validateImageFile(file);
    if (problem) {
      message.error(problem === 'svg' ? t('trust.svgRefused') : t(`settings.logo.${problem}`));
      return;
    }
    setPercent(0);
    try {
      const url = await uploadFile(logoPath(Date.now(), imageExtension(file)), file, setPercent);
      await saveSiteSettings({ logoUrl: url });
      message.success(t('settings.logo.uploaded'));
    } catch (error) {
      console.error('Failed to upload logo', error);
      message.error(t('settings.logo.uploadFailed'));
    } finally {
      setPercent(null);
    }
  }

  function onPreviewError(url: string) {
    setFailedUrl(url);
    if (reported.current.has(url)) return;
    reported.current.add(url);
    notification.error({ title: t('settings.logo.errorTitle'), description: t('settings.logo.loadError'), placement: 'topRight' });
  }

  return (
    <Card
      title={
        <Space>
          <PictureOutlined aria-hidden />
          {t('settings.logo.title')}
        </Space>
      }
      extra={<span className="settings__card-hint">{t('settings.logo.hint')}</span>}
      data-testid="settings-logo"
    >
      <Flex gap={16} align="center" wrap>
        <div className="settings__logo-preview" aria-label={t('settings.logo.current')}>
          {logoUrl && failedUrl !== logoUrl ? (
            <img src={logoUrl} alt={t('settings.logo.current')} onError={() => onPreviewError(logoUrl)} />
          ) : (
            <Typography.Text type="secondary">{logoUrl ? t('settings.logo.loadError') : t('settings.logo.none')}</Typography.Text>
          )}
        </div>
        <Flex vertical gap={8} style={{ minWidth: 200, flex: 1 }}>
          <FilePickButton testId="logo-input" type="primary" icon={<UploadOutlined />} loading={percent !== null} onFile={(file) => void upload(file)}>
            {t('settings.logo.choose')}
          </FilePickButton>
          {percent !== null && <Progress percent={percent} size="small" status="active" />}
        </Flex>
      </Flex>
    </Card>
  );
}
