// Placeholder until its issue lands; replaced by the real page.
export function HelpCenterPage() {
  return <h1>Help Center</h1>;
}
