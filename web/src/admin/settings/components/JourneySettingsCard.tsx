import { ClockCircleOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { journeyClockKeys, journeyClockLimits } from '@household/model';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { saveJourneySettings, useJourneySettings, type JourneySettings } from '../api/journeySettingsApi';
import { useFillOnce } from './useFillOnce';
import { SettingsCard } from './SettingsCard';

/** The official clocks (days; today's rules by default) and the guarantee /track shows (issue 34). */
export function JourneySettingsCard() {
  const { t } = useTranslation('admin');
  const { run, busy } = useAdminAction();
  const [form] = Form.useForm<JourneySettings>();
  const { status, data } = useJourneySettings();
  useFillOnce(form, status === 'success', data);

  return (
    <SettingsCard
      icon={<ClockCircleOutlined aria-hidden />}
      title={t('journey.settings.title')}
      testId="settings-journey"
    >
      <Form<JourneySettings>
        form={form}
        layout="vertical"
        onFinish={(values) =>
          void run(() => saveJourneySettings(values), {
            success: t('journey.settings.saved'),
            failure: t('journey.settings.failed'),
          })
        }
      >
        {journeyClockKeys.map((key) => (
          <Form.Item key={key} name={key} label={t(`journey.settings.${key}`)} rules={[{ required: true }]}>
            <InputNumber min={journeyClockLimits.min} max={journeyClockLimits.max} precision={0} />
          </Form.Item>
        ))}
        <Form.Item name="guaranteeEn" label={t('journey.settings.guaranteeEn')}>
          <Input.TextArea rows={3} maxLength={2000} dir="ltr" />
        </Form.Item>
        <Form.Item name="guaranteeAr" label={t('journey.settings.guaranteeAr')}>
          <Input.TextArea rows={3} maxLength={2000} dir="rtl" />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={busy}>
          {t('journey.settings.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
