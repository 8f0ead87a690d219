import { describe, expect, it } from 'vitest';
import { draftForVersion, newDraft, reusablePass, type AssessmentDraft } from '../../src/features/assessment/stores/assessment-drafts.ts';

// Issue 13, the pre-assessment loop: a passed questionnaire is used again for an item removed from the cart and
// added back only while it was scored against the form's current version; otherwise the questions are asked again.

const base = newDraft({ productId: 'p1', categoryId: 'c1', formId: 'f1' });
const done = (passed: boolean, formVersionId?: string): AssessmentDraft => ({
  ...base,
  status: 'done',
  result: { responseId: 'r1', passed, percentage: passed ? 100 : 40, ...(formVersionId ? { formVersionId } : {}) },
});

describe('reusing a pre-assessment result', () => {
  it.each([
    ['a pass on the current version', done(true, 'v2'), 'v2', true],
    ['a pass on an older version', done(true, 'v1'), 'v2', false],
    ['a pass stored before versions were kept', done(true), 'v2', false],
    ['a failed result', done(false, 'v2'), 'v2', false],
    ['answers still being edited', base, 'v2', false],
    ['a form without a current version', done(true, 'v2'), null, false],
  ] as const)('%s: reusable %s', (_case, draft, current, reusable) => {
    expect(reusablePass(draft, current) !== null).toBe(reusable);
  });

  it('an out-of-date result starts the questionnaire again; anything else is kept', () => {
    expect(draftForVersion(done(true, 'v1'), 'v2')).toBeNull();
    expect(draftForVersion(done(false), 'v2')).toBeNull();
    expect(draftForVersion(done(false, 'v2'), 'v2')?.result?.passed).toBe(false);
    expect(draftForVersion(base, 'v2')).toBe(base);
    expect(draftForVersion(null, 'v2')).toBeNull();
  });
});
