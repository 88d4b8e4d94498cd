// Placeholder until its issue lands; replaced by the real page.
export function MessagesPage() {
  return <h1>Messages</h1>;
}
