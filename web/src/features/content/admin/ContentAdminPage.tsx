// Placeholder until its issue lands; replaced by the real page.
export function ContentAdminPage() {
  return <h1>Content</h1>;
}
