import { HomeOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminEmail } from '@/lib/firebase/config';
import { resolveAdminEmail } from './adminIdentity';
import { signInAdmin } from './api/authApi';
import { describeLoginFailure } from './loginErrors';
import './login.css';
import { BrandMark } from '@/lib/BrandMark';

interface LoginValues {
  username: string;
  password: string;
}

/** Admin sign-in (username + password; only `admin`, mapped to the fixed Auth identity). */
export function LoginPage({ toolbar }: { toolbar?: ReactNode }) {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function fail(text: string) {
    setError(text);
    feedback.error(text);
  }

  async function onFinish(values: LoginValues) {
    setError(null);
    const check = resolveAdminEmail(values.username, adminEmail);
    if (!check.ok) {
      fail(t(check.reason === 'unknown' ? 'login.unknownUsername' : 'login.usernameRequired'));
      return;
    }
    setSubmitting(true);
    try {
      await signInAdmin(check.email, values.password);
      feedback.success(t('login.success'), t('login.welcome'));
    } catch (caught) {
      const failure = describeLoginFailure(caught);
      if (failure.kind === 'unexpected') {
        console.error('Admin sign-in failed unexpectedly', caught);
        fail(t('login.unexpected'));
      } else {
        if (failure.messageKey === 'login.errors.unknown') console.warn('Admin sign-in failed:', failure.rawMessage);
        const text = t(failure.messageKey);
        fail(t('login.authError', { message: text }));
      }
      setSubmitting(false);
    }
  }

  return (
    <main className="admin-login">
      {toolbar && <div className="admin-login__prefs">{toolbar}</div>}
      <Card className="admin-login__card">
        <div className="admin-login__brand">
          <BrandMark size={40} />
          <span>{t('common:brand.name')}</span>
        </div>
        <Typography.Title level={1} className="admin-login__title">
          {t('login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            className="admin-login__error"
            role="alert"
            data-testid="login-error"
          />
        )}
        <Form<LoginValues>
          layout="vertical"
          onFinish={(values) => void onFinish(values)}
          onValuesChange={() => setError(null)}
          requiredMark={false}
          autoComplete="on"
          size="large"
        >
          <Form.Item
            label={t('login.username')}
            name="username"
            rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
          >
            <Input
              prefix={<UserOutlined aria-hidden />}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              dir="ltr"
            />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" dir="ltr" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form>
        <Link to="/" className="admin-login__home">
          <HomeOutlined aria-hidden /> {t('login.backHome')}
        </Link>
      </Card>
    </main>
  );
}
