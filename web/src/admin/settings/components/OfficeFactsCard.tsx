import { EnvironmentOutlined } from '@ant-design/icons';
import { Form, Input, Radio } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { officeMapUrl } from '@/lib/officeFacts';
import { saveSiteSettings, useSiteSettingsLive } from '../api/settingsApi';
import { storedTexts, textValues } from '../formValues';
import { validateOfficeFacts, type OfficeFactsInput } from '../validation';
import { SettingsCard } from './SettingsCard';
import { BilingualFieldCols, FieldCol, SettingsForm, useSettingsSave } from './SettingsForm';
import { useFillOnce } from './useFillOnce';

/**
 * Office facts (issue 29), entered once: working hours and address in both languages, the hotline, a plain
 * map link, and the language a bare address serves a first-time visitor (docs/decisions/020-default-language.md).
 * Shown in the footer, on the contact page and in the home page's structured data. A failed save keeps the input.
 */
export function OfficeFactsCard() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<OfficeFactsInput>();
  const site = useSiteSettingsLive();
  const initial = useMemo<OfficeFactsInput>(
    () => ({
      ...storedTexts(site.data, ['officeHoursEn', 'officeHoursAr', 'hotline', 'addressEn', 'addressAr', 'mapUrl']),
      defaultLanguage: site.data.defaultLanguage,
    }),
    [site.data],
  );
  useFillOnce(form, site.status === 'success', initial);
  const mapPreview = officeMapUrl(site.data);

  const { save, saving } = useSettingsSave(
    form,
    'office',
    (values) =>
      validateOfficeFacts({ ...textValues(values), defaultLanguage: values.defaultLanguage } as OfficeFactsInput),
    saveSiteSettings,
  );

  return (
    <SettingsCard
      icon={<EnvironmentOutlined aria-hidden />}
      title={t('settings.office.title')}
      hint={t('settings.office.hint')}
      testId="settings-office"
    >
      <SettingsForm form={form} onSave={save} saving={saving}>
        <BilingualFieldCols
          name="address"
          label={(suffix) => t(`settings.office.address${suffix}`)}
          input={(dir, lang) => <Input maxLength={300} dir={dir} lang={lang} />}
        />
        <BilingualFieldCols
          name="officeHours"
          label={(suffix) => t(`settings.office.officeHours${suffix}`)}
          input={(dir, lang) => <Input maxLength={200} dir={dir} lang={lang} />}
        />
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
      </SettingsForm>
    </SettingsCard>
  );
}
