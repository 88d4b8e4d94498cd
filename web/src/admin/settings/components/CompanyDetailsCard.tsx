import { BankOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Row } from 'antd';
import { hasOfficeLicence } from '@/lib/officeLicence';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { advertisingFormRule } from '@/admin/lib/advertisingFormRule';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { savePrivateSettings, saveSiteSettings, usePrivateSettings, useSiteSettingsLive } from '../api/settingsApi';
import { textValues } from '../formValues';
import { validateCompanyDetails, type CompanyDetailsInput } from '../validation';
import { FieldCol, SettingsCard, showProblems } from './SettingsCard';
import { useFillOnce } from './useFillOnce';

/** Office licence number and company details shown on the public site, plus the notification e-mail. */
export function CompanyDetailsCard() {
  const { t } = useTranslation('admin');
  const { run, busy: saving, feedback } = useAdminAction();
  const [form] = Form.useForm<CompanyDetailsInput>();
  const site = useSiteSettingsLive();
  const privateSettings = usePrivateSettings();

  const initial = useMemo<CompanyDetailsInput>(
    () => ({
      licenseNumber: site.data.licenseNumber ?? '',
      contactPhone: site.data.contactPhone ?? '',
      companyEmail: site.data.companyEmail ?? '',
      companyAboutEn: site.data.companyAboutEn ?? '',
      companyAboutAr: site.data.companyAboutAr ?? '',
      externalReviewUrl: site.data.externalReviewUrl ?? '',
      notificationEmail: privateSettings.data.notificationEmail ?? '',
    }),
    [site.data, privateSettings.data],
  );
  useFillOnce(form, site.status === 'success' && privateSettings.status === 'success', initial);

  async function save(values: CompanyDetailsInput) {
    const result = validateCompanyDetails(textValues(values) as unknown as CompanyDetailsInput);
    if (!result.ok) {
      showProblems(form, result.problems, (problem) => t(`settings.company.${problem}`), feedback);
      return;
    }
    const { notificationEmail, ...publicDetails } = result.value;
    await run(() => Promise.all([saveSiteSettings(publicDetails), savePrivateSettings({ notificationEmail })]), {
      success: t('settings.company.saved'),
      failure: t('settings.company.saveFailed'),
    });
  }

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
      <Form<CompanyDetailsInput> form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Row gutter={16}>
          <FieldCol md={8} name="licenseNumber" label={t('settings.company.licenseNumber')}>
            <Input maxLength={50} dir="ltr" />
          </FieldCol>
          <FieldCol md={8} name="contactPhone" label={t('settings.company.contactPhone')}>
            <Input maxLength={30} dir="ltr" inputMode="tel" />
          </FieldCol>
          <FieldCol md={8} name="companyEmail" label={t('settings.company.companyEmail')}>
            <Input maxLength={254} dir="ltr" type="email" />
          </FieldCol>
          <FieldCol
            md={12}
            name="companyAboutEn"
            label={t('settings.company.companyAboutEn')}
            rules={[advertisingFormRule(t)]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} dir="ltr" lang="en" />
          </FieldCol>
          <FieldCol
            md={12}
            name="companyAboutAr"
            label={t('settings.company.companyAboutAr')}
            rules={[advertisingFormRule(t)]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} dir="rtl" lang="ar" />
          </FieldCol>
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
        </Row>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
          {t('common.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
