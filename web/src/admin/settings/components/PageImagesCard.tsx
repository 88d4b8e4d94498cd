import { DeleteOutlined, FileImageOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Popconfirm, Progress, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFileInput } from '@/admin/components/AdminFileInput';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { useUploadSlots } from '@/admin/lib/useUploadSlot';
import { saveSiteSettings, uploadFile, useSiteSettingsLive } from '../api/settingsApi';
import {
  aboutAvatarKeys,
  imageExtension,
  pageImageKeys,
  pageImagePath,
  validateImageFile,
  type PageImageKey,
} from '../validation';
import { SettingsCard } from './SettingsCard';

/** Four page-image slots (hero, about us, services, contact): preview, Upload Image, Remove Image. */
export function PageImagesCard() {
  const { t } = useTranslation('admin');
  return (
    <ImageSlotsCard
      keys={pageImageKeys}
      title={t('settings.images.title')}
      hint={t('settings.images.hint')}
      testId="settings-page-images"
      slotLabel={(key) => t(`settings.images.slots.${key}`)}
    />
  );
}

/** The About page's three team avatars: without one the page shows a neutral initial (as here: "No image set"). */
export function AboutAvatarsCard() {
  const { t } = useTranslation('admin');
  return (
    <ImageSlotsCard
      keys={aboutAvatarKeys}
      title={t('settings.avatars.title')}
      hint={t('settings.avatars.hint')}
      testId="settings-about-avatars"
      slotLabel={(key) =>
        t('settings.avatars.slot', { n: aboutAvatarKeys.indexOf(key as (typeof aboutAvatarKeys)[number]) + 1 })
      }
    />
  );
}

interface ImageSlotsCardProps {
  keys: readonly PageImageKey[];
  title: string;
  hint: string;
  testId: string;
  slotLabel: (key: PageImageKey) => string;
}

function ImageSlotsCard({ keys, title, hint, testId, slotLabel }: ImageSlotsCardProps) {
  const { t } = useTranslation('admin');
  const { run, feedback } = useAdminAction();
  const slots = useUploadSlots();
  const { data } = useSiteSettingsLive();
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());

  async function upload(key: PageImageKey, file: File) {
    const problem = validateImageFile(file);
    if (problem) {
      feedback.error(problem === 'svg' ? t('trust.svgRefused') : t(`settings.images.${problem}`));
      return;
    }
    await run(
      () =>
        slots.upload(
          key,
          async (chosen, onProgress) => {
            const url = await uploadFile(pageImagePath(key, Date.now(), imageExtension(chosen)), chosen, onProgress);
            await saveSiteSettings({ [key]: url });
          },
          { file },
        ),
      { success: t('settings.images.uploaded'), failure: t('settings.images.uploadFailed') },
    );
  }

  async function remove(key: PageImageKey) {
    await run(() => saveSiteSettings({ [key]: null }), {
      success: t('settings.images.removed'),
      failure: t('settings.images.removeFailed'),
    });
  }

  return (
    <SettingsCard icon={<FileImageOutlined aria-hidden />} title={title} hint={hint} testId={testId}>
      <Row gutter={[16, 16]}>
        {keys.map((key) => {
          const url = data[key];
          const percent = slots.slot(key).progress ?? undefined;
          const label = slotLabel(key);
          return (
            <Col xs={24} sm={12} lg={6} key={key}>
              <div className="settings__slot" data-testid={`page-image-${key}`}>
                <Typography.Text strong>{label}</Typography.Text>
                <div className="settings__preview">
                  {url && !broken.has(url) ? (
                    <img
                      src={url}
                      alt={label}
                      loading="lazy"
                      onError={() => setBroken((current) => new Set(current).add(url))}
                    />
                  ) : (
                    <Typography.Text type="secondary">{t('settings.images.none')}</Typography.Text>
                  )}
                </div>
                {percent !== undefined && (
                  <Progress
                    percent={percent}
                    size="small"
                    status="active"
                    aria-label={t('settings.images.uploading')}
                  />
                )}
                <Flex gap={8} wrap>
                  <AdminFileInput
                    testId={`page-image-input-${key}`}
                    icon={<UploadOutlined />}
                    loading={percent !== undefined}
                    onFiles={([file]) => void upload(key, file!)}
                  >
                    {t('settings.images.upload')}
                  </AdminFileInput>
                  {url && (
                    <Popconfirm
                      title={t('settings.images.confirmRemove')}
                      okText={t('common.yes')}
                      cancelText={t('common.no')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => remove(key)}
                    >
                      <Button danger icon={<DeleteOutlined />} disabled={percent !== undefined}>
                        {t('settings.images.remove')}
                      </Button>
                    </Popconfirm>
                  )}
                </Flex>
              </div>
            </Col>
          );
        })}
      </Row>
    </SettingsCard>
  );
}
