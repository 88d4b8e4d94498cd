// Placeholder until its issue lands; replaced by the real page.
export function TransferStaffPage() {
  return <h1>Transfer of services</h1>;
}
