// Placeholder until its issue lands; replaced by the real page.
export function SettingsPage() {
  return <h1>Settings</h1>;
}
