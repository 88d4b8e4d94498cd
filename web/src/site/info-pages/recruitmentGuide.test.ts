import { describe, expect, it } from 'vitest';
import { buildRecruitmentGuide, recruitmentSteps } from './recruitmentGuide';

describe('recruitment guide', () => {
  it('lists the six steps in order', () => {
    expect(recruitmentSteps).toEqual(['sourcing', 'screening', 'skills', 'background', 'training', 'matching']);
  });

  it('builds a readable text file', () => {
    const text = buildRecruitmentGuide({
      heading: 'Guide',
      intro: 'Intro',
      steps: [
        { label: 'Step 1', title: 'Sourcing', text: 'We search.' },
        { label: 'Step 2', title: 'Screening', text: 'We check.' },
      ],
      footer: 'Bye',
    });
    expect(text).toBe(
      'Guide\n========\n\nIntro\n\nStep 1: Sourcing\nWe search.\n\nStep 2: Screening\nWe check.\n\nBye\n',
    );
  });
});
