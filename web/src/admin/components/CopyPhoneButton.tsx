import { CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '@/admin/lib/useAdminAction';

/** Writes `text` to the clipboard; rejects where the browser has no clipboard (an insecure page) or refuses. */
async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
  await navigator.clipboard.writeText(text);
}

/** A small icon button next to a phone number in the admin: copies it, with the catalogue's two messages. */
export function CopyPhoneButton({ phone }: { phone: string | null | undefined }) {
  const { t } = useTranslation('admin');
  const { run, busy } = useAdminAction();
  const value = phone?.trim();
  if (!value) return null;
  const label = t('feedback.phone.copy');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        icon={<CopyOutlined />}
        aria-label={`${label} ${value}`}
        data-testid="copy-phone"
        loading={busy}
        onClick={(event) => {
          event.stopPropagation();
          void run(() => copyToClipboard(value), {
            success: t('feedback.phone.copied'),
            failure: t('feedback.phone.copyFailed'),
          });
        }}
      />
    </Tooltip>
  );
}
