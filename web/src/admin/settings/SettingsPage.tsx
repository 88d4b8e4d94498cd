import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyDetailsCard } from './components/CompanyDetailsCard';
import { LogoCard } from './components/LogoCard';
import { OfficeFactsCard } from './components/OfficeFactsCard';
import { AboutAvatarsCard, PageImagesCard } from './components/PageImagesCard';
import { PasswordCard } from './components/PasswordCard';
import { PrivacyCard } from './components/PrivacyCard';
import { JourneySettingsCard } from './components/JourneySettingsCard';
import { SystemInfoCard } from './components/SystemInfoCard';
import { WhatsappCard } from './components/WhatsappCard';
import './settings.css';

/** Admin settings: office details, WhatsApp, page images, logo, password, system information. */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  return (
    <div className="settings">
      <Typography.Title level={2} className="admin-page-header" style={{ marginBlockStart: 0 }}>
        {t('settings.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <CompanyDetailsCard />
        </Col>
        <Col xs={24}>
          <OfficeFactsCard />
        </Col>
        <Col xs={24} lg={12}>
          <WhatsappCard />
        </Col>
        <Col xs={24} lg={12}>
          <LogoCard />
        </Col>
        <Col xs={24}>
          <PageImagesCard />
        </Col>
        <Col xs={24}>
          <AboutAvatarsCard />
        </Col>
        <Col xs={24} lg={12}>
          <PasswordCard />
        </Col>
        <Col xs={24} lg={12}>
          <SystemInfoCard />
        </Col>
        <Col xs={24}>
          <PrivacyCard />
        </Col>
        <Col xs={24}>
          <JourneySettingsCard />
        </Col>
      </Row>
    </div>
  );
}
