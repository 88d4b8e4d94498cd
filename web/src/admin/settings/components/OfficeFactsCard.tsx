import { EnvironmentOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Radio, Row, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { officeMapUrl } from '@/lib/officeFacts';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { saveSiteSettings, useSiteSettingsLive } from '../api/settingsApi';
import { validateOfficeFacts, type OfficeFactsInput } from '../validation';
import { useFillOnce } from './useFillOnce';

/**
 * Office facts (issue 29), entered once: working hours and address in both languages, the hotline, a plain
 * map link, and the language a bare address serves a first-time visitor (docs/decisions/020-default-language.md).
 * Shown in the footer, on the contact page and in the home page's structured data. A failed save keeps the input.
 */
export function OfficeFactsCard() {
  const { t } = useTranslation('admin');
  const { run, busy: saving, feedback } = useAdminAction();
  const [form] = Form.useForm<OfficeFactsInput>();
  const site = useSiteSettingsLive();
  const initial = useMemo<OfficeFactsInput>(
    () => ({
      officeHoursEn: site.data.officeHoursEn ?? '',
      officeHoursAr: site.data.officeHoursAr ?? '',
      hotline: site.data.hotline ?? '',
      addressEn: site.data.addressEn ?? '',
      addressAr: site.data.addressAr ?? '',
      mapUrl: site.data.mapUrl ?? '',
      defaultLanguage: site.data.defaultLanguage,
    }),
    [site.data],
  );
  useFillOnce(form, site.status === 'success', initial);
  const mapPreview = officeMapUrl(site.data);

  async function save(values: OfficeFactsInput) {
    const input = {
      ...Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value : '']),
      ),
      defaultLanguage: values.defaultLanguage,
    } as OfficeFactsInput;
    const result = validateOfficeFacts(input);
    if (!result.ok) {
      form.setFields(
        Object.entries(result.problems).map(([name, problem]) => ({
          name: name as keyof OfficeFactsInput,
          errors: [t(`settings.office.${problem}`)],
        })),
      );
      feedback.error(t(`settings.office.${Object.values(result.problems)[0]}`));
      return;
    }
    await run(() => saveSiteSettings(result.value), {
      success: t('settings.office.saved'),
      failure: t('settings.office.saveFailed'),
    });
  }

  return (
    <Card
      title={
        <Space>
          <EnvironmentOutlined aria-hidden />
          {t('settings.office.title')}
        </Space>
      }
      extra={<span className="settings__card-hint">{t('settings.office.hint')}</span>}
      data-testid="settings-office"
    >
      <Form<OfficeFactsInput> form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="addressEn" label={t('settings.office.addressEn')}>
              <Input maxLength={300} dir="ltr" lang="en" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="addressAr" label={t('settings.office.addressAr')}>
              <Input maxLength={300} dir="rtl" lang="ar" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="officeHoursEn" label={t('settings.office.officeHoursEn')}>
              <Input maxLength={200} dir="ltr" lang="en" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="officeHoursAr" label={t('settings.office.officeHoursAr')}>
              <Input maxLength={200} dir="rtl" lang="ar" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="hotline" label={t('settings.office.hotline')}>
              <Input maxLength={30} dir="ltr" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item
              name="mapUrl"
              label={t('settings.office.mapUrl')}
              extra={
                <>
                  {t('settings.office.mapUrlHint')}{' '}
                  {mapPreview ? (
                    <a href={mapPreview} target="_blank" rel="noopener noreferrer">
                      {t('settings.office.mapUrl')}
                    </a>
                  ) : null}
                </>
              }
            >
              <Input maxLength={2048} dir="ltr" type="url" placeholder="https://" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="defaultLanguage"
              label={t('settings.office.defaultLanguage')}
              extra={t('settings.office.defaultLanguageHint')}
            >
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'en', label: t('common.english') },
                  { value: 'ar', label: t('common.arabic') },
                ]}
              />
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
