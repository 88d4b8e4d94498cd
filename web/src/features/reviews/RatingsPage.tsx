// Placeholder until its issue lands; replaced by the real page.
export function RatingsPage() {
  return <h1>Reviews</h1>;
}
