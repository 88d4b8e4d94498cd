import { SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Divider, Form, Input, InputNumber, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { eraseContact, saveRetentionMonths, useRetentionMonths } from '../api/privacyApi';
import {
  eraseContactProblem,
  maxEraseInputLength,
  maxRetentionMonths,
  minRetentionMonths,
  retentionProblem,
  totalErased,
  type EraseCounts,
} from '../privacy/eraseContactForm';
import { SettingsCard } from './SettingsCard';

const countKeys = ['contactMessages', 'requests', 'notifications', 'mails', 'trash'] as const;

/**
 * Privacy (personal data law): how long messages and finished requests are kept (a daily function
 * deletes older ones), and erasing everything held about one e-mail or phone: preview the counts
 * first, then confirm.
 */
export function PrivacyCard() {
  const { t } = useTranslation('admin');
  const { run, isBusy, feedback } = useAdminAction();
  const retention = useRetentionMonths();
  const [months, setMonths] = useState<number | null>(null);
  const [contact, setContact] = useState('');
  const [contactError, setContactError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ contact: string; counts: EraseCounts } | null>(null);

  useEffect(() => {
    if (retention.status === 'success') setMonths(retention.months);
  }, [retention.status, retention.months]);

  async function saveRetention() {
    if (retentionProblem(months)) {
      feedback.error(t('privacy.retention.range', { min: minRetentionMonths, max: maxRetentionMonths }));
      return;
    }
    await run(() => saveRetentionMonths(months!), {
      key: 'retention',
      success: t('privacy.retention.saved'),
      failure: t('privacy.retention.failed'),
    });
  }

  async function findContact() {
    const problem = eraseContactProblem(contact);
    if (problem) {
      setContactError(t(`privacy.erase.${problem}`, { max: maxEraseInputLength }));
      return;
    }
    setContactError(null);
    const typed = contact.trim();
    const result = await run(() => eraseContact(typed, false), { key: 'preview', failure: t('privacy.erase.failed') });
    if (result.ok) setPreview({ contact: typed, counts: result.value });
  }

  async function confirmErase() {
    if (!preview) return;
    const result = await run(() => eraseContact(preview.contact, true), {
      key: 'erase',
      success: (counts) => t('privacy.erase.done', { count: totalErased(counts) }),
      failure: t('privacy.erase.failed'),
    });
    if (result.ok) {
      setPreview(null);
      setContact('');
    }
  }

  return (
    <SettingsCard icon={<SafetyOutlined aria-hidden />} title={t('privacy.title')} testId="settings-privacy">
      <Typography.Paragraph type="secondary">{t('privacy.retention.help')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void saveRetention()}>
        <Form.Item
          label={t('privacy.retention.label')}
          extra={t('privacy.retention.range', { min: minRetentionMonths, max: maxRetentionMonths })}
        >
          <Space.Compact>
            <InputNumber
              min={minRetentionMonths}
              max={maxRetentionMonths}
              precision={0}
              value={months}
              onChange={(value) => setMonths(typeof value === 'number' ? value : null)}
              disabled={retention.status !== 'success'}
              aria-label={t('privacy.retention.label')}
              data-testid="retention-months"
            />
            <Button
              type="primary"
              htmlType="submit"
              loading={isBusy('retention')}
              disabled={retention.status !== 'success'}
            >
              {t('privacy.retention.save')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>

      <Divider />
      <Typography.Title level={5} style={{ marginBlockStart: 0 }}>
        {t('privacy.erase.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('privacy.erase.help')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void findContact()}>
        <Form.Item
          label={t('privacy.erase.label')}
          validateStatus={contactError ? 'error' : undefined}
          help={contactError ?? undefined}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Input
              value={contact}
              onChange={(event) => {
                setContact(event.target.value);
                setContactError(null);
              }}
              maxLength={maxEraseInputLength}
              dir="ltr"
              autoComplete="off"
              aria-label={t('privacy.erase.label')}
              data-testid="erase-contact"
            />
            <Button htmlType="submit" loading={isBusy('preview')}>
              {t('privacy.erase.find')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>

      <Modal
        open={preview !== null}
        title={t('privacy.erase.confirmTitle')}
        okText={t('privacy.erase.confirm')}
        okButtonProps={{ danger: true, disabled: preview !== null && totalErased(preview.counts) === 0 }}
        cancelText={t('privacy.erase.cancel')}
        confirmLoading={isBusy('erase')}
        onOk={() => void confirmErase()}
        onCancel={() => setPreview(null)}
      >
        {preview && (
          <>
            <Typography.Paragraph>
              <span dir="ltr">{preview.contact}</span>
            </Typography.Paragraph>
            {totalErased(preview.counts) === 0 ? (
              <Alert type="info" showIcon title={t('privacy.erase.nothing')} />
            ) : (
              <>
                <Descriptions column={1} size="small" bordered data-testid="erase-preview">
                  {countKeys.map((key) => (
                    <Descriptions.Item key={key} label={t(`privacy.erase.counts.${key}`)}>
                      {preview.counts[key]}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
                <Alert type="warning" showIcon style={{ marginBlockStart: 12 }} title={t('privacy.erase.warning')} />
              </>
            )}
          </>
        )}
      </Modal>
    </SettingsCard>
  );
}
