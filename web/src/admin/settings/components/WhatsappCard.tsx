import { SaveOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { saveSiteSettings, useSiteSettingsLive } from '../api/settingsApi';
import { validateWhatsappNumber } from '../validation';
import { useFillOnce } from './useFillOnce';
import { SettingsCard } from './SettingsCard';

interface Values {
  whatsappNumber: string;
}

export function WhatsappCard() {
  const { t } = useTranslation('admin');
  const { run, busy: saving, feedback } = useAdminAction();
  const [form] = Form.useForm<Values>();
  const { status, data } = useSiteSettingsLive();
  const initial = useMemo(() => ({ whatsappNumber: data.whatsappNumber ?? '' }), [data.whatsappNumber]);
  useFillOnce(form, status === 'success', initial);

  async function save(values: Values) {
    const result = validateWhatsappNumber(values.whatsappNumber ?? '');
    if (!result.ok) {
      form.setFields([{ name: 'whatsappNumber', errors: [t('settings.whatsapp.invalid')] }]);
      feedback.error(t('settings.whatsapp.invalidTitle'), undefined, t('settings.whatsapp.invalid'));
      return;
    }
    const saved = await run(() => saveSiteSettings({ whatsappNumber: result.digits }), {
      success: t('settings.whatsapp.saved'),
      failure: t('settings.whatsapp.saveFailed'),
    });
    if (saved.ok) form.setFieldsValue({ whatsappNumber: result.digits });
  }

  return (
    <SettingsCard
      icon={<WhatsAppOutlined style={{ color: '#25d366' }} aria-hidden />}
      title={t('settings.whatsapp.title')}
      testId="settings-whatsapp"
    >
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Form.Item name="whatsappNumber" label={t('settings.whatsapp.number')} extra={t('settings.whatsapp.hint')}>
          <Input inputMode="tel" autoComplete="off" dir="ltr" placeholder="966501234567" maxLength={25} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
          {t('common.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
