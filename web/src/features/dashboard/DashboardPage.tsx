// Placeholder until its issue lands; replaced by the real page.
export function DashboardPage() {
  return <h1>Dashboard</h1>;
}
