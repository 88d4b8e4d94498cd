// Placeholder until its issue lands; replaced by the real page.
export function ContactPage() {
  return <h1>Contact</h1>;
}
