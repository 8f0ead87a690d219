import { describe, expect, it } from 'vitest';
import { preAssessmentVerdict, type PreAssessmentFacts } from '../../../src/domain/checkout/pre-assessment-verdict.ts';

const FORM = 'form-pre';
const OTHER_FORM = 'form-consent';

describe('pre-assessment verdict at checkout', () => {
  it.each<{ name: string; facts: PreAssessmentFacts; expected: string }>([
    { name: 'no pre-assessment step: not required', facts: { workflowHasPreAssessment: false, preAssessmentFormIds: [], responses: [] }, expected: 'notRequired' },
    { name: 'a step without a form: the category is misconfigured', facts: { workflowHasPreAssessment: true, preAssessmentFormIds: [], responses: [] }, expected: 'formMissing' },
    { name: 'no answers', facts: { workflowHasPreAssessment: true, preAssessmentFormIds: [FORM], responses: [] }, expected: 'answersMissing' },
    { name: 'answers to another form only', facts: { workflowHasPreAssessment: true, preAssessmentFormIds: [FORM], responses: [{ formId: OTHER_FORM, passed: true }] }, expected: 'answersMissing' },
    { name: 'answers that did not pass', facts: { workflowHasPreAssessment: true, preAssessmentFormIds: [FORM], responses: [{ formId: FORM, passed: false }] }, expected: 'notPassed' },
    { name: 'a passing answer among others', facts: { workflowHasPreAssessment: true, preAssessmentFormIds: [FORM], responses: [{ formId: FORM, passed: false }, { formId: FORM, passed: true }] }, expected: 'passed' },
  ])('$name', ({ facts, expected }) => {
    expect(preAssessmentVerdict(facts)).toBe(expected);
  });
});
