import { Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  childcareAgeBands,
  maxSkillLevel,
  maxSkillYears,
  minSkillLevel,
  skillsByType,
  staffLanguageLevels,
  type StaffType,
} from '@household/model';
import { useLanguage } from '@/i18n/useLanguage';
import { languageLabel } from '@/lib/languageNames';
import { levelDateProblem, type SkillFactForm } from './staffCvForm';
import { parseExperience, type StaffFormValues } from './staffForm';

/** Arabic-Indic digits count; empty stays empty; other text is refused (NaN). */
const digitParser = (text: string | undefined) =>
  text?.trim() ? (parseExperience(text) ?? Number.NaN) : ('' as unknown as number);

/**
 * The structured CV part of the staff form (issue 36): for each skill of the type, willing / years /
 * assessed level with its date; childcare by age band; a level for each language spoken. Saved through
 * toStaffFields (staffCvForm.ts).
 */
export function StaffCvFields({ form, type }: { form: FormInstance<StaffFormValues>; type: StaffType }) {
  const { t } = useTranslation(['admin', 'public']);
  const language = useLanguage();
  const languages = (Form.useWatch('languages', form) ?? []) as string[];
  const willingOptions = [
    { value: '', label: t('public:structuredCv.notStated') },
    { value: 'yes', label: t('public:structuredCv.willing.yes') },
    { value: 'no', label: t('public:structuredCv.willing.no') },
  ];
  const levelOptions = Array.from({ length: maxSkillLevel - minSkillLevel + 1 }, (_, i) => ({
    value: minSkillLevel + i,
    label: String(minSkillLevel + i),
  }));
  return (
    <section aria-labelledby="staff-cv-title" data-testid="staff-cv-fields">
      <Typography.Title level={5} id="staff-cv-title">
        {t('structuredCv.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('structuredCv.hint')}</Typography.Paragraph>
      {(skillsByType[type] as readonly string[]).map((skill) => (
        <Row gutter={12} key={skill} align="bottom">
          <Col xs={24} md={6}>
            <Form.Item label={t(`staff.form.skillNames.${skill}`)} name={['cv', 'skillFacts', skill, 'willing']}>
              <Select
                options={willingOptions}
                aria-label={`${t(`staff.form.skillNames.${skill}`)}: ${t('public:structuredCv.willingLabel')}`}
                data-testid={`cv-${skill}-willing`}
              />
            </Form.Item>
          </Col>
          <Col xs={8} md={5}>
            <Form.Item label={t('public:structuredCv.years')} name={['cv', 'skillFacts', skill, 'years']}>
              <InputNumber
                min={0}
                max={maxSkillYears}
                precision={0}
                style={{ width: '100%' }}
                parser={digitParser}
                data-testid={`cv-${skill}-years`}
              />
            </Form.Item>
          </Col>
          <Col xs={8} md={5}>
            <Form.Item label={t('public:structuredCv.level')} name={['cv', 'skillFacts', skill, 'level']}>
              <Select allowClear options={levelOptions} data-testid={`cv-${skill}-level`} />
            </Form.Item>
          </Col>
          <Col xs={8} md={8}>
            <Form.Item
              label={t('public:structuredCv.assessedOn')}
              name={['cv', 'skillFacts', skill, 'assessedAt']}
              dependencies={[['cv', 'skillFacts', skill, 'level']]}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async () => {
                    const fact = getFieldValue(['cv', 'skillFacts', skill]) as SkillFactForm | undefined;
                    const problem = levelDateProblem(fact, new Date());
                    if (problem) throw new Error(t(`structuredCv.${problem}`));
                  },
                }),
              ]}
            >
              <Input type="date" data-testid={`cv-${skill}-assessed`} />
            </Form.Item>
          </Col>
        </Row>
      ))}
      <Typography.Title level={5}>{t('public:structuredCv.childcareTitle')}</Typography.Title>
      <Row gutter={12}>
        {childcareAgeBands.map((band) => (
          <Col xs={12} md={4} key={band}>
            <Form.Item label={t(`public:structuredCv.bands.${band}`)} name={['cv', 'childcareBands', band]}>
              <Select options={willingOptions} data-testid={`cv-band-${band}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {languages.length > 0 && (
        <>
          <Typography.Title level={5}>{t('public:structuredCv.languageLevelsTitle')}</Typography.Title>
          <Row gutter={12}>
            {languages.map((code) => (
              <Col xs={12} md={6} key={code}>
                <Form.Item label={languageLabel(code, language)} name={['cv', 'languageLevels', code]}>
                  <Select
                    allowClear
                    data-testid={`cv-language-${code}`}
                    options={staffLanguageLevels.map((level) => ({
                      value: level,
                      label: t(`public:structuredCv.languageLevels.${level}`),
                    }))}
                  />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </>
      )}
    </section>
  );
}
