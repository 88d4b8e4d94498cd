import { LockOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeAdminPassword } from '../api/settingsApi';
import { validatePasswordChange, type PasswordChangeInput } from '../validation';

export function PasswordCard() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordChangeInput>();
  const [saving, setSaving] = useState(false);

  async function submit(values: PasswordChangeInput) {
    const input = {
      currentPassword: values.currentPassword ?? '',
      newPassword: values.newPassword ?? '',
      confirmPassword: values.confirmPassword ?? '',
    };
    const problem = validatePasswordChange(input);
    if (problem) {
      message.error(t(`settings.password.${problem === 'required' ? 'required' : problem === 'mismatch' ? 'mismatch' : 'tooShort'}`));
      return;
    }
    setSaving(true);
    try {
      const outcome = await changeAdminPassword(input.currentPassword, input.newPassword);
      if (outcome === 'ok') {
        form.resetFields();
        message.success(t('settings.password.success'));
      } else if (outcome === 'wrongCurrent') {
        form.setFields([{ name: 'currentPassword', errors: [t('settings.password.wrongCurrent')] }]);
        message.error(t('settings.password.wrongCurrent'));
      } else if (outcome === 'invalid') {
        message.error(t('settings.password.tooShort'));
      } else {
        message.error(t('settings.password.failed'));
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card
      title={
        <Space>
          <LockOutlined aria-hidden />
          {t('settings.password.title')}
        </Space>
      }
      data-testid="settings-password"
    >
      {/* Validation runs in validatePasswordChange on submit, so every message is the spec's toast. */}
      <Form<PasswordChangeInput> form={form} layout="vertical" onFinish={(values) => void submit(values)} autoComplete="off">
        <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
        <Form.Item name="currentPassword" label={t('settings.password.current')}>
          <Input.Password autoComplete="current-password" dir="ltr" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('settings.password.new')}>
          <Input.Password autoComplete="new-password" dir="ltr" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('settings.password.confirm')}>
          <Input.Password autoComplete="new-password" dir="ltr" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('settings.password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
