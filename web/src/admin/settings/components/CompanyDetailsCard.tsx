import { BankOutlined } from '@ant-design/icons';
import { Alert, Form, Input } from 'antd';
import { hasOfficeLicence } from '@/lib/officeLicence';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { advertisingFormRule } from '@/admin/lib/advertisingFormRule';
import { savePrivateSettings, saveSiteSettings, usePrivateSettings, useSiteSettingsLive } from '../api/settingsApi';
import { storedTexts, textValues } from '../formValues';
import { validateCompanyDetails, type CompanyDetailsInput } from '../validation';
import { SettingsCard } from './SettingsCard';
import { BilingualFieldCols, FieldCol, SettingsForm, useSettingsSave } from './SettingsForm';
import { useFillOnce } from './useFillOnce';

/** Office licence number and company details shown on the public site, plus the notification e-mail. */
export function CompanyDetailsCard() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<CompanyDetailsInput>();
  const site = useSiteSettingsLive();
  const privateSettings = usePrivateSettings();

  const initial = useMemo<CompanyDetailsInput>(
    () => ({
      ...storedTexts(site.data, [
        'licenseNumber',
        'contactPhone',
        'companyEmail',
        'companyAboutEn',
        'companyAboutAr',
        'externalReviewUrl',
      ]),
      ...storedTexts(privateSettings.data, ['notificationEmail']),
    }),
    [site.data, privateSettings.data],
  );
  useFillOnce(form, site.status === 'success' && privateSettings.status === 'success', initial);

  const { save, saving } = useSettingsSave(
    form,
    'company',
    (values) => validateCompanyDetails(textValues(values) as unknown as CompanyDetailsInput),
    ({ notificationEmail, ...publicDetails }) =>
      Promise.all([saveSiteSettings(publicDetails), savePrivateSettings({ notificationEmail })]),
  );

  return (
    <SettingsCard
      icon={<BankOutlined aria-hidden />}
      title={t('settings.company.title')}
      hint={t('settings.company.hint')}
      testId="settings-company"
    >
      {site.status === 'success' && !hasOfficeLicence(site.data) && (
        <Alert
          type="warning"
          showIcon
          title={t('trust.licenceMissing')}
          style={{ marginBlockEnd: 16 }}
          data-testid="licence-missing"
        />
      )}
      <SettingsForm form={form} onSave={save} saving={saving}>
        <FieldCol md={8} name="licenseNumber" label={t('settings.company.licenseNumber')}>
          <Input maxLength={50} dir="ltr" />
        </FieldCol>
        <FieldCol md={8} name="contactPhone" label={t('settings.company.contactPhone')}>
          <Input maxLength={30} dir="ltr" inputMode="tel" />
        </FieldCol>
        <FieldCol md={8} name="companyEmail" label={t('settings.company.companyEmail')}>
          <Input maxLength={254} dir="ltr" type="email" />
        </FieldCol>
        <BilingualFieldCols
          name="companyAbout"
          label={(suffix) => t(`settings.company.companyAbout${suffix}`)}
          rules={[advertisingFormRule(t)]}
          input={(dir, lang) => (
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} dir={dir} lang={lang} />
          )}
        />
        <FieldCol md={12} name="externalReviewUrl" label={t('settings.company.externalReviewUrl')}>
          <Input maxLength={2048} dir="ltr" type="url" placeholder="https://" />
        </FieldCol>
        <FieldCol
          md={12}
          name="notificationEmail"
          label={t('settings.company.notificationEmail')}
          extra={t('settings.company.notificationEmailHint')}
        >
          <Input maxLength={254} dir="ltr" type="email" />
        </FieldCol>
      </SettingsForm>
    </SettingsCard>
  );
}
