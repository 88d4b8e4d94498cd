// Placeholder until its issue lands; replaced by the real page.
export function EmergencySupportPage() {
  return <h1>Emergency support</h1>;
}
