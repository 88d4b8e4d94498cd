// Placeholder until its issue lands; replaced by the real page.
export function StaffAdminPage() {
  return <h1>Staff</h1>;
}
