// Placeholder until its issue lands; replaced by the real page.
export function DriversPage() {
  return <h1>Drivers</h1>;
}
