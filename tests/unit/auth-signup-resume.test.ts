import { describe, expect, it } from 'vitest';
import { firstUnfinishedStep } from '../../src/features/auth/lib/signup-resume.ts';
import { initialSignupDraft, signupReducer } from '../../src/features/auth/machines/signup-steps.ts';

// Issue 13: a sign-up left mid-way resumes at the first step the server has not recorded.

describe('the first unfinished sign-up step', () => {
  it.each([
    [{ finished: false, identityGiven: false, addressGiven: false }, 'identity'],
    [{ finished: false, identityGiven: false, addressGiven: true }, 'identity'],
    [{ finished: false, identityGiven: true, addressGiven: false }, 'address'],
    [{ finished: true, identityGiven: false, addressGiven: false }, null],
    [{ finished: true, identityGiven: true, addressGiven: true }, null],
  ] as const)('%o -> %s', (facts, step) => {
    expect(firstUnfinishedStep(facts)).toBe(step);
  });
});

describe('resuming the wizard', () => {
  const resumed = { type: 'resumed', step: 'address', email: 'ada@example.test', clientId: 'c1', userId: 'u1' } as const;

  it('a tab that remembers nothing opens at the server’s step, with steps 1 to 3 closed', () => {
    const draft = signupReducer(initialSignupDraft('org1'), resumed);
    expect(draft).toMatchObject({ step: 'address', clientId: 'c1', userId: 'u1', organizationId: 'org1', personal: { email: 'ada@example.test', firstName: '' } });
    expect(signupReducer(draft, { type: 'back' }).step).toBe('identity');
  });

  it('the same account keeps what this tab typed; another account does not', () => {
    const typing = { ...initialSignupDraft('org1'), step: 'identity' as const, clientId: 'c1', identityKind: 'driversLicense' as const, address: { ...initialSignupDraft('org1').address, city: 'Albany' } };
    expect(signupReducer(typing, resumed)).toMatchObject({ step: 'address', identityKind: 'driversLicense', address: { city: 'Albany' } });
    expect(signupReducer({ ...typing, clientId: 'c2' }, resumed)).toMatchObject({ step: 'address', identityKind: 'ssn', address: { city: '' } });
  });
});
