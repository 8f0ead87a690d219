// Whether an item may be ordered as far as its pre-assessment goes (spec §4 "Cart" rule 3, §5 scoring). The
// server decides with the scores it stored, never with the browser's: an item whose workflow has a
// pre-assessment step needs one of its answers to be to that product's pre-assessment form, and to have passed.
export type PreAssessmentVerdict = 'notRequired' | 'passed' | 'formMissing' | 'answersMissing' | 'notPassed';

export type PreAssessmentFacts = {
  /** The category's current workflow has a pre-assessment step. */
  readonly workflowHasPreAssessment: boolean;
  /** The product's active pre-assessment forms. */
  readonly preAssessmentFormIds: readonly string[];
  /** The item's answers (already checked to be the client's own, for this product). */
  readonly responses: readonly { readonly formId: string; readonly passed: boolean }[];
};

export function preAssessmentVerdict({ workflowHasPreAssessment, preAssessmentFormIds, responses }: PreAssessmentFacts): PreAssessmentVerdict {
  if (!workflowHasPreAssessment) return 'notRequired';
  if (preAssessmentFormIds.length === 0) return 'formMissing';
  const answered = responses.filter((response) => preAssessmentFormIds.includes(response.formId));
  if (answered.length === 0) return 'answersMissing';
  return answered.some((response) => response.passed) ? 'passed' : 'notPassed';
}
