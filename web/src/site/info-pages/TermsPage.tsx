import { LegalPage } from './LegalPage';

export function TermsPage() {
  return <LegalPage kind="terms" sections={5} path="/terms-of-service" />;
}
