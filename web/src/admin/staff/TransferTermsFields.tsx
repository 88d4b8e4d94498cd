import { Checkbox, Col, Form, InputNumber, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxPriorTransfers, transferFeesSar, transferTermLimits, formatSar } from '@household/model';

/**
 * The staff dialog's transfer-of-services costs (issue 34): the transfer count (which sets the government
 * fee, SAR 2,000/4,000/6,000 for the 1st/2nd/3rd transfer), the change of occupation (SAR 1,000), the
 * office fee before VAT and the insurance. The worker profile shows them as cost lines.
 */
export function TransferTermsFields() {
  const { t } = useTranslation('admin');
  const sar = t('staff.form.sar');
  const priorOptions = Array.from({ length: maxPriorTransfers + 1 }, (_, prior) => ({
    value: prior,
    label: t(`staff.transferTerms.prior${prior}`, { fee: formatSar(transferFeesSar[prior]!) }),
  }));
  const amount = (limits: { min: number; max: number }, testId: string) => (
    <InputNumber<number>
      min={limits.min}
      max={limits.max}
      precision={0}
      style={{ width: '100%' }}
      addonAfter={sar}
      dir="ltr"
      data-testid={testId}
    />
  );
  return (
    <div data-testid="staff-transfer-terms">
      <Typography.Title level={5}>{t('staff.transferTerms.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('staff.transferTerms.hint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={['transferTerms', 'priorTransfers']} label={t('staff.transferTerms.priorTransfers')}>
            <Select allowClear options={priorOptions} data-testid="staff-prior-transfers" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['transferTerms', 'occupationChange']} valuePropName="checked" label=" " colon={false}>
            <Checkbox>{t('staff.transferTerms.occupationChange')}</Checkbox>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['transferTerms', 'officeFeeSar']} label={t('staff.transferTerms.officeFeeSar')}>
            {amount(transferTermLimits.officeFeeSar, 'staff-transfer-office-fee')}
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['transferTerms', 'insuranceSar']} label={t('staff.transferTerms.insuranceSar')}>
            {amount(transferTermLimits.insuranceSar, 'staff-transfer-insurance')}
          </Form.Item>
        </Col>
      </Row>
    </div>
  );
}
