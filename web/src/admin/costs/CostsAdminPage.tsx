import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Form, InputNumber, Row, Segmented, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatHalalas,
  formatSar,
  staffTypes,
  vatBreakdownOfSar,
  type CountryCode,
  type CountryCost,
  type PriceCeilings,
} from '@household/model';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { useLanguage } from '@/i18n/useLanguage';
import { countries, countryName } from '@/lib/countries';
import { formatDate } from '@/lib/dates';
import { useAdminCountryCosts, saveCountryCost, savePriceCeilings, usePriceCeilings } from './api/costsAdminApi';
import { ceilingProblem, costFormValues, validateCostForm, type CostFormValues } from './costForm';

/**
 * `/admin/costs`: the office enters, per country, the recruitment cost before VAT (the VAT and the total are
 * shown as it types), the usual weeks to arrival, the contract length and the monthly salary range per job
 * type. A failed save keeps the entries; each country shows the date of its last change.
 */
export function CostsAdminPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { status: costsStatus, costs } = useAdminCountryCosts();
  const ceilings = usePriceCeilings();
  const status = costsStatus === 'success' ? ceilings.status : costsStatus;
  const [code, setCode] = useState<CountryCode>(countries[0]!.code);
  return (
    <div className="admin-costs">
      <Typography.Title level={2} className="admin-page-header" style={{ marginBlockStart: 0 }}>
        {t('costs.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('costs.hint')}</Typography.Paragraph>
      <Segmented<CountryCode>
        value={code}
        onChange={setCode}
        options={countries.map((country) => ({ value: country.code, label: countryName(country, language) }))}
        aria-label={t('costs.country')}
        data-testid="costs-country"
        style={{ marginBlockEnd: 16, maxWidth: '100%', overflowX: 'auto' }}
      />
      {status === 'error' ? <Alert type="error" showIcon title={t('costs.fetchFailed')} /> : null}
      {status === 'loading' ? <Skeleton active /> : null}
      {status === 'success' ? (
        <>
          <CountryCostForm key={code} code={code} stored={costs[code] ?? null} ceiling={ceilings.data[code]} />
          <CeilingForm key={`ceiling-${code}`} code={code} ceilings={ceilings.data} />
        </>
      ) : null}
    </div>
  );
}

function CountryCostForm({
  code,
  stored,
  ceiling,
}: {
  code: CountryCode;
  stored: CountryCost | null;
  ceiling: number | null;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { run, busy, feedback } = useAdminAction();
  const [form] = Form.useForm<CostFormValues>();
  // Filled once, when this country's form mounts: later snapshots never overwrite what is being typed.
  const initialValues = useMemo(() => costFormValues(stored), []); // eslint-disable-line react-hooks/exhaustive-deps
  const net = Form.useWatch('recruitmentCostSar', form);
  const country = countries.find((item) => item.code === code)!;
  const preview =
    typeof net === 'number' && Number.isInteger(net) && net > 0 && net <= 200_000 ? vatBreakdownOfSar(net) : null;

  async function save(values: CostFormValues) {
    const result = validateCostForm(values, ceiling);
    // Every field's message is set (or cleared) at once, in the admin's language; the entries stay.
    const problems = result.ok ? {} : result.problems;
    form.setFields(
      fieldNames().map((name) => {
        const problem = problems[name.join('.')];
        const ceilingText = ceiling === null ? '' : formatSar(ceiling);
        return { name, errors: problem ? [t(`costs.problems.${problem}`, { ceiling: ceilingText })] : [] };
      }) as Parameters<typeof form.setFields>[0],
    );
    if (!result.ok) feedback.error(t('costs.invalid'));
    if (!result.ok) return;
    await run(() => saveCountryCost(code, result.value), {
      success: t('costs.saved', { country: countryName(country, language) }),
      failure: t('costs.saveFailed'),
    });
  }

  const number = (max: number) => (
    <InputNumber<number> min={0} max={max * 10} step={1} precision={0} style={{ width: '100%' }} dir="ltr" />
  );

  return (
    <Card
      title={countryName(country, language)}
      extra={
        <span data-testid="costs-last-changed">
          {stored?.updatedAt
            ? t('costs.lastChanged', { date: formatDate(stored.updatedAt, language, 'dateTime') })
            : t('costs.neverChanged')}
        </span>
      }
      data-testid={`costs-form-${code}`}
    >
      <Form<CostFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void save(values)}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="recruitmentCostSar"
              label={t('costs.recruitmentCostSar')}
              extra={
                <Space direction="vertical" size={0}>
                  {preview ? (
                    <span data-testid="costs-vat-preview">
                      {t('costs.vatPreview', {
                        vat: formatHalalas(preview.vatHalalas),
                        total: formatHalalas(preview.totalHalalas),
                      })}
                    </span>
                  ) : null}
                  <span data-testid="costs-ceiling-note">
                    {ceiling === null
                      ? t('costs.ceiling.none')
                      : t('costs.ceiling.note', { ceiling: formatSar(ceiling) })}
                  </span>
                </Space>
              }
            >
              {number(200_000)}
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="weeksToArrival" label={t('costs.weeksToArrival')}>
              {number(104)}
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="contractMonths" label={t('costs.contractMonths')}>
              {number(60)}
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>{t('costs.salaryTitle')}</Typography.Title>
        <Row gutter={16}>
          {staffTypes.map((type) => (
            <Col xs={24} md={12} lg={8} key={type}>
              <Row gutter={8}>
                <Col span={12}>
                  <Form.Item
                    name={['salary', type, 'min']}
                    label={t('costs.salaryMin', { type: t(`common.serviceTypes.${type}`) })}
                  >
                    {number(50_000)}
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item
                    name={['salary', type, 'max']}
                    label={t('costs.salaryMax', { type: t(`common.serviceTypes.${type}`) })}
                  >
                    {number(50_000)}
                  </Form.Item>
                </Col>
              </Row>
            </Col>
          ))}
        </Row>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={busy} data-testid="costs-save">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}

/**
 * The country's price ceiling before VAT (`settings/priceCeilings`; the published default until the office
 * changes it). Empty: no ceiling. Saving writes every country's ceiling in force.
 */
function CeilingForm({ code, ceilings }: { code: CountryCode; ceilings: PriceCeilings }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { run, busy, feedback } = useAdminAction();
  const [form] = Form.useForm<{ ceilingSar: number | null }>();
  const initialValues = useMemo(() => ({ ceilingSar: ceilings[code] }), []); // eslint-disable-line react-hooks/exhaustive-deps
  const country = countries.find((item) => item.code === code)!;

  async function save({ ceilingSar }: { ceilingSar: number | null | undefined }) {
    const value = ceilingSar ?? null;
    const problem = ceilingProblem(value);
    form.setFields([{ name: 'ceilingSar', errors: problem ? [t(`costs.problems.${problem}`)] : [] }]);
    if (problem) {
      feedback.error(t('costs.invalid'));
      return;
    }
    await run(() => savePriceCeilings({ ...ceilings, [code]: value }), {
      success: t('costs.ceiling.saved', { country: countryName(country, language) }),
      failure: t('costs.saveFailed'),
    });
  }

  return (
    <Card title={t('costs.ceiling.title')} style={{ marginBlockStart: 16 }} data-testid={`costs-ceiling-${code}`}>
      <Typography.Paragraph type="secondary">{t('costs.ceiling.hint')}</Typography.Paragraph>
      <Form form={form} layout="inline" initialValues={initialValues} onFinish={(values) => void save(values)}>
        <Form.Item name="ceilingSar" label={t('costs.ceiling.label')}>
          <InputNumber<number> min={0} max={2_000_000} step={1} precision={0} dir="ltr" />
        </Form.Item>
        <Button htmlType="submit" icon={<SaveOutlined />} loading={busy} data-testid="costs-ceiling-save">
          {t('costs.ceiling.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** Every field of the form, as antd names them. */
function fieldNames(): Array<string[]> {
  return [
    ['recruitmentCostSar'],
    ['weeksToArrival'],
    ['contractMonths'],
    ...staffTypes.flatMap((type) => [
      ['salary', type, 'min'],
      ['salary', type, 'max'],
    ]),
  ];
}
