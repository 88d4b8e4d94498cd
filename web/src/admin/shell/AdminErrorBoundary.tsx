import { Button, Result } from 'antd';
import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';

function Fallback({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const title = t(titleKey);
  useEffect(() => {
    feedback.error(title);
  }, [feedback, title]);
  return (
    <Result
      status="error"
      title={title}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** Keeps a failed live listener (reactfire throws its error while rendering) from blanking the portal. */
interface Props {
  children: ReactNode;
  /** A change of this value clears the failure (e.g. the route path). */
  resetKey?: string;
  /** What to show instead; the default is an error result with a reload button. */
  fallback?: ReactNode;
  /** Translation key of the failure message (toast and result title); default common.loadFailed. */
  titleKey?: string;
}

export class AdminErrorBoundary extends Component<Props, { failed: boolean; resetKey?: string }> {
  state: { failed: boolean; resetKey?: string } = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey?: string }, state: { failed: boolean; resetKey?: string }) {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown) {
    console.error('Admin page failed', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback !== undefined ? (
      this.props.fallback
    ) : (
      <Fallback titleKey={this.props.titleKey ?? 'common.loadFailed'} />
    );
  }
}
