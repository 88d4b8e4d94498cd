import { Descriptions, Drawer, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryByCode, countryName } from '@/lib/countries';
import { useLanguage } from '@/i18n/useLanguage';
import { fetchStaffContact } from './api/staffApi';
import { statusColor, type AdminStaff, type StaffContact } from './staffAdminModel';
import { StaffCvButton, StaffPhotoPreview } from './StaffFileViews';
import { formatDate } from '@/lib/dates';
import { CopyPhoneButton } from '@/admin/components/CopyPhoneButton';

type ContactState = { state: 'loading' } | { state: 'error' } | { state: 'done'; contact: StaffContact | null };

/** Read-only view of every detail of one staff member (the spec's inert "view" button, made useful). */
export function StaffDetailsDrawer({ staff, onClose }: { staff: AdminStaff | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [contact, setContact] = useState<ContactState>({ state: 'loading' });

  const staffId = staff?.id;
  useEffect(() => {
    if (!staffId) return;
    let cancelled = false;
    setContact({ state: 'loading' });
    fetchStaffContact(staffId)
      .then((value) => !cancelled && setContact({ state: 'done', contact: value }))
      .catch((error: unknown) => {
        console.error('Failed to load staff contact', error);
        if (!cancelled) setContact({ state: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [staffId]);

  const none = t('staff.details.noValue');
  const contactValue = (key: 'email' | 'phone') => {
    if (contact.state === 'loading') return t('staff.details.loadingContact');
    if (contact.state === 'error')
      return <Typography.Text type="danger">{t('staff.details.contactFailed')}</Typography.Text>;
    const value = contact.contact?.[key];
    if (!value) return none;
    return key === 'phone' ? (
      <>
        <span dir="ltr">{value}</span> <CopyPhoneButton phone={value} />
      </>
    ) : (
      <span dir="ltr">{value}</span>
    );
  };
  const country = countryByCode(staff?.country);

  return (
    <Drawer open={staff !== null} onClose={onClose} title={t('staff.details.title')} size="large">
      {staff && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('staff.columns.refCode')}>{staff.refCode || none}</Descriptions.Item>
          <Descriptions.Item label={t('staff.columns.name')}>{staff.name}</Descriptions.Item>
          <Descriptions.Item label={t('staff.columns.type')}>{t(`staff.types.${staff.type}`)}</Descriptions.Item>
          <Descriptions.Item label={t('staff.columns.status')}>
            <Tag color={statusColor(staff.status)}>{t(`staff.statuses.${staff.status}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.columns.country')}>
            {country ? countryName(country, language) : none}
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.columns.experience')}>
            {t('staff.years', { count: staff.experienceYears })}
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.details.email')}>{contactValue('email')}</Descriptions.Item>
          <Descriptions.Item label={t('staff.details.phone')}>{contactValue('phone')}</Descriptions.Item>
          <Descriptions.Item label={t('staff.form.descriptionEn')}>
            <div dir="ltr" style={{ whiteSpace: 'pre-wrap' }}>
              {staff.descriptionEn || none}
            </div>
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.form.descriptionAr')}>
            <div dir="rtl" lang="ar" style={{ whiteSpace: 'pre-wrap' }}>
              {staff.descriptionAr || none}
            </div>
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.columns.transferable')}>
            {t(staff.transferable ? 'staff.yes' : 'staff.no')}
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.details.showPhoto')}>
            {t(staff.showPhoto ? 'staff.yes' : 'staff.no')}
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.details.photo')}>
            {staff.photoPath ? <StaffPhotoPreview path={staff.photoPath} alt={staff.name} /> : none}
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.details.cv')}>
            {staff.cvPath ? <StaffCvButton staff={staff} /> : none}
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.details.createdAt')}>
            {formatDate(staff.createdAt, language, 'dateTime', none)}
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.details.updatedAt')}>
            {formatDate(staff.updatedAt, language, 'dateTime', none)}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
