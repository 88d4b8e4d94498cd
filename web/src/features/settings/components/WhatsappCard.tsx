import { SaveOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSiteSettings, useSiteSettingsLive } from '../api/settingsApi';
import { validateWhatsappNumber } from '../validation';
import { useFillOnce } from './useFillOnce';

interface Values {
  whatsappNumber: string;
}

export function WhatsappCard() {
  const { t } = useTranslation('admin');
  const { message, notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { status, data } = useSiteSettingsLive();
  const [saving, setSaving] = useState(false);
  const initial = useMemo(() => ({ whatsappNumber: data.whatsappNumber ?? '' }), [data.whatsappNumber]);
  useFillOnce(form, status === 'success', initial);

  async function save(values: Values) {
    const result = validateWhatsappNumber(values.whatsappNumber ?? '');
    if (!result.ok) {
      form.setFields([{ name: 'whatsappNumber', errors: [t('settings.whatsapp.invalid')] }]);
      notification.error({ title: t('settings.whatsapp.invalidTitle'), description: t('settings.whatsapp.invalid'), placement: 'topRight' });
      return;
    }
    setSaving(true);
    try {
      await saveSiteSettings({ whatsappNumber: result.digits });
      form.setFieldsValue({ whatsappNumber: result.digits });
      message.success(t('settings.whatsapp.saved'));
    } catch (error) {
      console.error('Failed to save WhatsApp number', error);
      message.error(t('settings.whatsapp.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card
      title={
        <Space>
          <WhatsAppOutlined style={{ color: '#25d366' }} aria-hidden />
          {t('settings.whatsapp.title')}
        </Space>
      }
      data-testid="settings-whatsapp"
    >
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Form.Item name="whatsappNumber" label={t('settings.whatsapp.number')} extra={t('settings.whatsapp.hint')}>
          <Input inputMode="tel" autoComplete="off" dir="ltr" placeholder="966501234567" maxLength={25} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
