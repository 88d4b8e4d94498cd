// Placeholder until its issue lands; replaced by the real page.
export function MaidsPage() {
  return <h1>Workers</h1>;
}
