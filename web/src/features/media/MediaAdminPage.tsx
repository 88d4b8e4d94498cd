// Placeholder until its issue lands; replaced by the real page.
export function MediaAdminPage() {
  return <h1>Media</h1>;
}
