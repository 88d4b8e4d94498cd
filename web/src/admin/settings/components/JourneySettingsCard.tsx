import { ClockCircleOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { complaintStepLimits, journeyClockKeys, journeyClockLimits } from '@household/model';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { saveJourneySettings, useJourneySettings, type JourneySettings } from '../api/journeySettingsApi';
import { useFillOnce } from './useFillOnce';
import { SettingsCard } from './SettingsCard';

/** The official clocks (days; today's rules by default) and the guarantee /track shows (issue 34). */
export function JourneySettingsCard() {
  const { t, i18n } = useTranslation('admin');
  // Empty: /track shows the standard steps of the public site's locale. The field in the portal's own
  // language shows them as its placeholder (the other language's words would be a page in two languages).
  const standardSteps = (language: 'en' | 'ar') => {
    const publicText = i18n.getFixedT(language, 'public');
    return [1, 2, 3, 4].map((step) => publicText(`journey.guarantee.complaint${step}`)).join('\n');
  };
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
        {(['en', 'ar'] as const).map((language) => (
          <Form.Item
            key={language}
            name={language === 'en' ? 'complaintEn' : 'complaintAr'}
            label={t(`journey.settings.complaint.${language}`)}
            extra={t('journey.settings.complaint.hint', { steps: complaintStepLimits.steps })}
            rules={[
              {
                validator: (_rule, value: string | undefined) =>
                  (value ?? '').split('\n').filter((line) => line.trim()).length > complaintStepLimits.steps
                    ? Promise.reject(
                        new Error(t('journey.settings.complaint.tooMany', { steps: complaintStepLimits.steps })),
                      )
                    : Promise.resolve(),
              },
            ]}
          >
            <Input.TextArea
              rows={4}
              maxLength={complaintStepLimits.chars}
              dir={language === 'ar' ? 'rtl' : 'ltr'}
              placeholder={language === i18n.language ? standardSteps(language) : undefined}
            />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={busy}>
          {t('journey.settings.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
