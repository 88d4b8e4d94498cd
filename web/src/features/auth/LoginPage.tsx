import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminEmail } from '../../lib/firebase/config';
import { resolveAdminEmail } from './adminIdentity';
import { signInAdmin } from './api/authApi';

interface LoginValues {
  username: string;
  password: string;
}

export function LoginPage() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [submitting, setSubmitting] = useState(false);

  async function onFinish(values: LoginValues) {
    const check = resolveAdminEmail(values.username, adminEmail);
    if (!check.ok) {
      message.error(t(check.reason === 'unknown' ? 'login.unknownUsername' : 'login.usernameRequired'));
      return;
    }
    setSubmitting(true);
    try {
      await signInAdmin(check.email, values.password);
      message.success(t('login.success'));
    } catch (error) {
      console.error('Admin sign-in failed', error);
      message.error(t('login.invalidCredentials'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {t('login.title')}
        </Typography.Title>
        <Form<LoginValues> layout="vertical" onFinish={(values) => void onFinish(values)} requiredMark={false}>
          <Form.Item
            label={t('login.username')}
            name="username"
            rules={[{ required: true, message: t('login.usernameRequired') }]}
          >
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form>
        <Link to="/" style={{ display: 'inline-block', marginTop: 16 }}>
          {t('login.backHome')}
        </Link>
      </Card>
    </main>
  );
}
