// Placeholder until its issue lands; replaced by the real page.
export function DocumentsPage() {
  return <h1>Documents</h1>;
}
