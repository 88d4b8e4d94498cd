// Placeholder until its issue lands; replaced by the real page.
export function PrivacyPolicyPage() {
  return <h1>Privacy policy</h1>;
}
