/** Pre-assessment limits (spec §5 and §9), inclusive; the seed's form schema takes its minimum and maximum from here. */
export const PRE_ASSESSMENT_LIMITS = {
  age: { min: 1, max: 120 },
  weightLbs: { min: 30, max: 1000 },
  heightFeet: { min: 1, max: 8 },
  heightInches: { min: 0, max: 11 },
} as const satisfies Record<string, { min: number; max: number }>;

export type PreAssessmentMeasure = keyof typeof PRE_ASSESSMENT_LIMITS;

/** Whether a value is a finite number inside the measure's inclusive limits. */
export function isWithinPreAssessmentLimit(measure: PreAssessmentMeasure, value: number): boolean {
  const { min, max } = PRE_ASSESSMENT_LIMITS[measure];
  return Number.isFinite(value) && value >= min && value <= max;
}
