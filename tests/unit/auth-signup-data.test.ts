import { describe, expect, it } from 'vitest';
import { toUserInput } from '../../src/features/auth/lib/personal-details.ts';
import { clientIdOf } from '../../src/features/auth/lib/signed-in-client.ts';
import { draftAtCodeStep } from '../../src/features/auth/machines/signup-steps.ts';

const personal = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: ' Ada@Example.TEST ',
  phone: '(212) 555-1234',
  dob: '12/10/1990',
  gender: 'FEMALE' as const,
};

describe('sign-up personal details to UserInput', () => {
  it('sends the phone as 10 digits, the date of birth as YYYY-MM-DD and the email lower-cased', () => {
    expect(toUserInput(personal, 'America/New_York')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      phone: '2125551234',
      dob: '1990-12-10',
      gender: 'FEMALE',
      timezone: 'America/New_York',
    });
  });

  it('leaves the time zone out when the browser has none', () => {
    expect(toUserInput(personal, null)).not.toHaveProperty('timezone');
  });

  it.each([
    ['phone', '(111) 555-1234'],
    ['dob', '13/10/1990'],
    ['gender', ''],
    ['firstName', 'Ada 2'],
  ])('refuses an invalid %s', (field, value) => {
    expect(() => toUserInput({ ...personal, [field]: value }, null)).toThrow();
  });
});

describe('client record of the sign-up', () => {
  const user = {
    email: 'ada@example.test',
    roleGrants: [
      { roleName: 'CLIENT', targetId: 'client-other-org', organizationId: 'org-2' },
      { roleName: 'CLIENT', targetId: 'client-1', organizationId: 'org-1' },
    ],
  };

  it('uses the id from clientSignup when the signed-in user is the new account', () => {
    expect(clientIdOf(user, 'Ada@Example.test ', 'client-from-signup', 'org-1')).toBe('client-from-signup');
  });

  it("falls back to the CLIENT grant in the business's organization", () => {
    expect(clientIdOf(user, 'ada@example.test', null, 'org-1')).toBe('client-1');
    expect(clientIdOf(user, 'ada@example.test', null, 'org-3')).toBe('client-other-org');
  });

  it('is null while no one, or someone else, is signed in', () => {
    expect(clientIdOf(null, 'ada@example.test', 'c', 'org-1')).toBeNull();
    expect(clientIdOf({ ...user, email: 'bob@example.test' }, 'ada@example.test', 'c', 'org-1')).toBeNull();
  });

  it('resumes an unconfirmed account at the code step with only its email', () => {
    const draft = draftAtCodeStep('ada@example.test', 'org-1');
    expect(draft.step).toBe('code');
    expect(draft.personal.email).toBe('ada@example.test');
    expect(draft.clientId).toBeNull();
  });
});
