// Placeholder until its issue lands; replaced by the real page.
export function ReviewsAdminPage() {
  return <h1>Reviews</h1>;
}
