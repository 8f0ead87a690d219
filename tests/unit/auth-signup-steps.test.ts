import { describe, expect, it } from 'vitest';
import {
  initialSignupDraft,
  previousStep,
  signupReducer,
  stepIndex,
  type PersonalDetails,
  type SignupDraft,
  type SignupEvent,
} from '../../src/features/auth/machines/signup-steps.ts';

const personal: PersonalDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  phone: '(555) 123-4567',
  dob: '12/10/1990',
  gender: 'FEMALE',
};

function run(events: SignupEvent[], from: SignupDraft = initialSignupDraft('org-1')): SignupDraft {
  return events.reduce(signupReducer, from);
}

describe('sign-up step progression', () => {
  it('walks the five steps in the spec order and ends done', () => {
    const steps: Array<SignupDraft['step']> = [];
    let draft = initialSignupDraft('org-1');
    steps.push(draft.step);
    for (const event of [
      { type: 'personalSubmitted', personal },
      { type: 'signedUp', clientId: 'c1', userId: 'u1' },
      { type: 'codeConfirmed' },
      { type: 'identitySaved' },
      { type: 'addressSaved' },
    ] satisfies SignupEvent[]) {
      draft = signupReducer(draft, event);
      steps.push(draft.step);
    }
    expect(steps).toEqual(['personal', 'password', 'code', 'identity', 'address', 'done']);
    expect(draft.clientId).toBe('c1');
    expect(draft.personal).toEqual(personal);
  });

  it.each([
    ['personal', 0],
    ['password', 1],
    ['code', 2],
    ['identity', 3],
    ['address', 4],
    ['done', 5],
  ] as const)('places %s at index %i', (step, index) => {
    expect(stepIndex(step)).toBe(index);
  });

  it('ignores an event that does not belong to the current step', () => {
    const draft = initialSignupDraft(null);
    expect(signupReducer(draft, { type: 'codeConfirmed' })).toBe(draft);
    expect(signupReducer(draft, { type: 'signedUp', clientId: 'c', userId: 'u' })).toBe(draft);
    expect(signupReducer(draft, { type: 'addressSaved' })).toBe(draft);
  });

  it('goes back from the password step while the account does not exist yet', () => {
    const atPassword = run([{ type: 'personalSubmitted', personal }]);
    expect(previousStep(atPassword)).toBe('personal');
    const back = signupReducer(atPassword, { type: 'back' });
    expect(back.step).toBe('personal');
    expect(back.personal).toEqual(personal);
  });

  it.each([
    ['personal', []],
    ['code', [{ type: 'personalSubmitted', personal }, { type: 'signedUp', clientId: 'c', userId: 'u' }]],
    [
      'identity',
      [{ type: 'personalSubmitted', personal }, { type: 'signedUp', clientId: 'c', userId: 'u' }, { type: 'codeConfirmed' }],
    ],
  ] as const)('offers no Back at the %s step', (step, events) => {
    const draft = run([...events]);
    expect(draft.step).toBe(step);
    expect(previousStep(draft)).toBeNull();
    expect(signupReducer(draft, { type: 'back' })).toBe(draft);
  });

  it('goes back from the address step to the identity step', () => {
    const atAddress = run([
      { type: 'personalSubmitted', personal },
      { type: 'signedUp', clientId: 'c', userId: 'u' },
      { type: 'codeConfirmed' },
      { type: 'identitySaved' },
    ]);
    expect(signupReducer(atAddress, { type: 'back' }).step).toBe('identity');
  });

  it('keeps the personal details fixed once the account exists', () => {
    const atCode = run([{ type: 'personalSubmitted', personal }, { type: 'signedUp', clientId: 'c', userId: 'u' }]);
    const edited = signupReducer(atCode, { type: 'personalEdited', personal: { ...personal, email: 'other@x.test' } });
    expect(edited.personal.email).toBe('ada@example.test');
  });

  it('starts over with an empty draft for the same organization', () => {
    const atCode = run([{ type: 'personalSubmitted', personal }, { type: 'signedUp', clientId: 'c', userId: 'u' }]);
    expect(signupReducer(atCode, { type: 'startOver' })).toEqual(initialSignupDraft('org-1'));
  });
});
