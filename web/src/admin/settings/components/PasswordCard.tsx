import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { changeAdminPassword } from '../api/settingsApi';
import { validatePasswordChange, type PasswordChangeInput } from '../validation';
import { SettingsCard } from './SettingsCard';

export function PasswordCard() {
  const { t } = useTranslation('admin');
  const { run, busy: saving, feedback } = useAdminAction();
  const [form] = Form.useForm<PasswordChangeInput>();

  async function submit(values: PasswordChangeInput) {
    const input = {
      currentPassword: values.currentPassword ?? '',
      newPassword: values.newPassword ?? '',
      confirmPassword: values.confirmPassword ?? '',
    };
    const problem = validatePasswordChange(input);
    if (problem) {
      feedback.error(
        t(
          `settings.password.${problem === 'required' ? 'required' : problem === 'mismatch' ? 'mismatch' : 'tooShort'}`,
        ),
      );
      return;
    }
    const result = await run(() => changeAdminPassword(input.currentPassword, input.newPassword), {
      success: (outcome) => (outcome === 'ok' ? t('settings.password.success') : null),
      failure: t('settings.password.failed'),
    });
    if (!result.ok) return;
    if (result.value === 'ok') form.resetFields();
    else if (result.value === 'wrongCurrent') {
      form.setFields([{ name: 'currentPassword', errors: [t('settings.password.wrongCurrent')] }]);
      feedback.error(t('settings.password.wrongCurrent'));
    } else if (result.value === 'invalid') feedback.error(t('settings.password.tooShort'));
    else feedback.error(t('settings.password.failed'));
  }

  return (
    <SettingsCard icon={<LockOutlined aria-hidden />} title={t('settings.password.title')} testId="settings-password">
      {/* Validation runs in validatePasswordChange on submit, so every message is the spec's toast. */}
      <Form<PasswordChangeInput>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
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
    </SettingsCard>
  );
}
