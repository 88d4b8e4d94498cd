import { LegalPage } from './LegalPage';

export function PrivacyPolicyPage() {
  return <LegalPage kind="privacy" sections={7} path="/privacy-policy" />;
}
