import type { Language } from '@household/model';
import { CheckOutlined, CopyOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { familyWhatsAppLink, listSeparatorOf, replyGreeting } from '@/admin/lib/reply/familyReply';
import { CopyPhoneButton } from './CopyPhoneButton';

async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
  await navigator.clipboard.writeText(text);
}

export interface FamilyReplyProps {
  name: string;
  phone: string | null;
  email: string | null;
  /** The family's language: the greeting is written in it. */
  locale: Language | null;
  trackingCode?: string;
  refCodes?: readonly string[];
  /** Shown as "Mark replied" / "Mark contacted" while the item is not yet in that state. */
  done: boolean;
  doneLabel: string;
  onDone: () => Promise<void> | void;
}

/**
 * Answer a family in one tap (issue 28): "Reply on WhatsApp" (their number in international form, a
 * greeting in their language), copy phone, copy e-mail, and the one more tap that marks the message
 * replied or the request contacted.
 */
export function FamilyReplyButtons(props: FamilyReplyProps) {
  const { t, i18n } = useTranslation('admin');
  const { run, busy } = useAdminAction();
  const language = props.locale ?? 'en';
  const familyT = i18n.getFixedT(language, 'admin');
  const greeting = replyGreeting(
    { name: props.name, trackingCode: props.trackingCode, refCodes: props.refCodes },
    (key, options) => familyT(key, options ?? {}),
    listSeparatorOf(language),
  );
  const link = familyWhatsAppLink(props.phone, greeting);
  const email = props.email?.trim();
  return (
    <Space wrap size={4} data-testid="family-reply">
      {link ? (
        <Button
          icon={<WhatsAppOutlined />}
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="reply-whatsapp"
        >
          {t('cockpit.reply.whatsapp')}
        </Button>
      ) : (
        props.phone && (
          <Tooltip title={t('cockpit.reply.noWhatsapp')}>
            <Button icon={<WhatsAppOutlined />} disabled>
              {t('cockpit.reply.whatsapp')}
            </Button>
          </Tooltip>
        )
      )}
      <CopyPhoneButton phone={props.phone} />
      {email && (
        <Tooltip title={t('cockpit.reply.copyEmail')}>
          <Button
            type="text"
            size="small"
            icon={<CopyOutlined />}
            aria-label={`${t('cockpit.reply.copyEmail')} ${email}`}
            data-testid="copy-email"
            onClick={() =>
              void run(() => copyToClipboard(email), {
                success: t('cockpit.reply.emailCopied'),
                failure: t('cockpit.reply.emailCopyFailed'),
              })
            }
          />
        </Tooltip>
      )}
      {!props.done && (
        <Button
          type="primary"
          icon={<CheckOutlined />}
          loading={busy}
          data-testid="mark-done"
          onClick={() => void props.onDone()}
        >
          {props.doneLabel}
        </Button>
      )}
    </Space>
  );
}
