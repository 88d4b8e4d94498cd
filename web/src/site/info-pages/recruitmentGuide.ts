/** The six recruitment steps in order. Keys of `recruitment.{step}Title/Text`. */
export const recruitmentSteps = ['sourcing', 'screening', 'skills', 'background', 'training', 'matching'] as const;
export type RecruitmentStep = (typeof recruitmentSteps)[number];

export const recruitmentGuideFileName = 'recruitment-process-guide.txt';

export interface GuideText {
  heading: string;
  intro: string;
  steps: { label: string; title: string; text: string }[];
  footer: string;
}

/** The plain-text guide the download button saves (CRLF-free, UTF-8, one blank line between steps). */
export function buildRecruitmentGuide({ heading, intro, steps, footer }: GuideText): string {
  const lines = [heading, '='.repeat(Math.max(heading.length, 8)), '', intro, ''];
  for (const step of steps) lines.push(`${step.label}: ${step.title}`, step.text, '');
  lines.push(footer, '');
  return lines.join('\n');
}
