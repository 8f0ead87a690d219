import { describe, expect, it } from 'vitest';
import { workflows } from '../../server/seed/data/workflows.ts';
import { journeySteps } from '../../src/domain/workflow/journey.ts';
import { validateWorkflowConfiguration } from '../../src/domain/workflow/validate-workflow.ts';

// The demo categories must be valid workflows whose steps the app can follow (issue 3: no hard-coded journeys).
const expectedSteps = {
  WEIGHTLOSS: ['PreAssessment', 'BookConsult', 'Medication'],
  HAIRCARE: ['BookConsult', 'Medication'],
  SKIN: ['BookConsult', 'Medication'],
  LABS: ['SPLab', 'AccessLab'],
} as const;

describe('seeded category workflows', () => {
  it.each(Object.entries(expectedSteps))('%s is valid and walks its journey in order', (code, steps) => {
    const config = workflows[code as keyof typeof workflows];
    const result = validateWorkflowConfiguration(JSON.parse(JSON.stringify(config)));
    expect(result.valid).toBe(true);
    if (!result.valid) return;
    expect(journeySteps(result.workflow).map((s) => s.step)).toEqual(steps);
  });
});
