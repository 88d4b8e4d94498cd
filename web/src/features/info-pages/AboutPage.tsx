// Placeholder until its issue lands; replaced by the real page.
export function AboutPage() {
  return <h1>About us</h1>;
}
