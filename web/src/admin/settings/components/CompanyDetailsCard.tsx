import { BankOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { hasOfficeLicence } from '@/lib/officeLicence';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { advertisingFormRule } from '@/admin/lib/advertisingFormRule';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { savePrivateSettings, saveSiteSettings, usePrivateSettings, useSiteSettingsLive } from '../api/settingsApi';
import { validateCompanyDetails, type CompanyDetailsInput } from '../validation';
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
    const input = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value : '']),
    ) as unknown as CompanyDetailsInput;
    const result = validateCompanyDetails(input);
    if (!result.ok) {
      form.setFields(
        Object.entries(result.problems).map(([name, problem]) => ({
          name: name as keyof CompanyDetailsInput,
          errors: [t(`settings.company.${problem}`)],
        })),
      );
      feedback.error(t(`settings.company.${Object.values(result.problems)[0]}`));
      return;
    }
    const { notificationEmail, ...publicDetails } = result.value;
    await run(() => Promise.all([saveSiteSettings(publicDetails), savePrivateSettings({ notificationEmail })]), {
      success: t('settings.company.saved'),
      failure: t('settings.company.saveFailed'),
    });
  }

  return (
    <Card
      title={
        <Space>
          <BankOutlined aria-hidden />
          {t('settings.company.title')}
        </Space>
      }
      extra={<span className="settings__card-hint">{t('settings.company.hint')}</span>}
      data-testid="settings-company"
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
          <Col xs={24} md={8}>
            <Form.Item name="licenseNumber" label={t('settings.company.licenseNumber')}>
              <Input maxLength={50} dir="ltr" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="contactPhone" label={t('settings.company.contactPhone')}>
              <Input maxLength={30} dir="ltr" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="companyEmail" label={t('settings.company.companyEmail')}>
              <Input maxLength={254} dir="ltr" type="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="companyAboutEn"
              label={t('settings.company.companyAboutEn')}
              rules={[advertisingFormRule(t)]}
            >
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} dir="ltr" lang="en" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="companyAboutAr"
              label={t('settings.company.companyAboutAr')}
              rules={[advertisingFormRule(t)]}
            >
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} dir="rtl" lang="ar" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="externalReviewUrl" label={t('settings.company.externalReviewUrl')}>
              <Input maxLength={2048} dir="ltr" type="url" placeholder="https://" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="notificationEmail"
              label={t('settings.company.notificationEmail')}
              extra={t('settings.company.notificationEmailHint')}
            >
              <Input maxLength={254} dir="ltr" type="email" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
