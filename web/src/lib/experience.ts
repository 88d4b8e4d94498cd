/** Experience levels of the staff filters: junior 0-2, mid 3-5, senior over 5 years. */
export const experienceLevels = ['junior', 'mid', 'senior'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

/** Inclusive lower bound and exclusive upper bound in years, for a Firestore range filter. */
export function experienceRange(level: ExperienceLevel): { min: number; maxExclusive: number | null } {
  switch (level) {
    case 'junior':
      return { min: 0, maxExclusive: 3 };
    case 'mid':
      return { min: 3, maxExclusive: 6 };
    case 'senior':
      return { min: 6, maxExclusive: null };
  }
}

export function experienceLevelOf(years: number): ExperienceLevel {
  if (years <= 2) return 'junior';
  if (years <= 5) return 'mid';
  return 'senior';
}

export function isExperienceLevel(value: unknown): value is ExperienceLevel {
  return typeof value === 'string' && (experienceLevels as readonly string[]).includes(value);
}
