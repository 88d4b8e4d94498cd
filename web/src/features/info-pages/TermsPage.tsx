// Placeholder until its issue lands; replaced by the real page.
export function TermsPage() {
  return <h1>Terms of service</h1>;
}
