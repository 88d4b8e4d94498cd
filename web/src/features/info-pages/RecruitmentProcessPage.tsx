// Placeholder until its issue lands; replaced by the real page.
export function RecruitmentProcessPage() {
  return <h1>Recruitment process</h1>;
}
