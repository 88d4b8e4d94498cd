import { LegalPage } from './LegalPage';

export function PrivacyPolicyPage() {
  return <LegalPage kind="privacy" sections={5} path="/privacy-policy" />;
}
