import { EnvironmentOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { officeMapUrl } from '@/lib/officeFacts';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { saveSiteSettings, useSiteSettingsLive } from '../api/settingsApi';
import { textValues } from '../formValues';
import { validateOfficeFacts, type OfficeFactsInput } from '../validation';
import { FieldCol, SettingsCard, showProblems } from './SettingsCard';
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
    const result = validateOfficeFacts({
      ...textValues(values),
      defaultLanguage: values.defaultLanguage,
    } as OfficeFactsInput);
    if (!result.ok) {
      showProblems(form, result.problems, (problem) => t(`settings.office.${problem}`), feedback);
      return;
    }
    await run(() => saveSiteSettings(result.value), {
      success: t('settings.office.saved'),
      failure: t('settings.office.saveFailed'),
    });
  }

  return (
    <SettingsCard
      icon={<EnvironmentOutlined aria-hidden />}
      title={t('settings.office.title')}
      hint={t('settings.office.hint')}
      testId="settings-office"
    >
      <Form<OfficeFactsInput> form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Row gutter={16}>
          <FieldCol md={12} name="addressEn" label={t('settings.office.addressEn')}>
            <Input maxLength={300} dir="ltr" lang="en" />
          </FieldCol>
          <FieldCol md={12} name="addressAr" label={t('settings.office.addressAr')}>
            <Input maxLength={300} dir="rtl" lang="ar" />
          </FieldCol>
          <FieldCol md={12} name="officeHoursEn" label={t('settings.office.officeHoursEn')}>
            <Input maxLength={200} dir="ltr" lang="en" />
          </FieldCol>
          <FieldCol md={12} name="officeHoursAr" label={t('settings.office.officeHoursAr')}>
            <Input maxLength={200} dir="rtl" lang="ar" />
          </FieldCol>
          <FieldCol md={8} name="hotline" label={t('settings.office.hotline')}>
            <Input maxLength={30} dir="ltr" inputMode="tel" />
          </FieldCol>
          <FieldCol
            md={16}
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
          </FieldCol>
          <FieldCol
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
          </FieldCol>
        </Row>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
          {t('common.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
