import { describe, expect, it } from 'vitest';
import { profileFormSchema, profileFormValues, toUserUpdateInput, type ProfileFormValues } from '../../src/features/account/lib/profile-form.ts';

const today = () => new Date('2026-06-15T12:00:00Z');
const valid: ProfileFormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '(555) 201-4567',
  dob: '04/12/1985',
  gender: 'FEMALE',
  timezone: 'America/New_York',
};

function errorKeys(values: ProfileFormValues): Record<string, string> {
  const result = profileFormSchema({ now: today }).safeParse(values);
  if (result.success) return {};
  // The first issue of a field is the one shown (the schemas list the most basic check first).
  return Object.fromEntries(result.error.issues.toReversed().map((issue) => [String(issue.path[0]), issue.message]));
}

describe('profile form', () => {
  it('shows the signed-in user as the form reads it: formatted phone, MM/DD/YYYY', () => {
    expect(
      profileFormValues({ firstName: 'Ada', lastName: 'Lovelace', phone: '5552014567', dob: '1985-04-12', gender: 'FEMALE', timezone: null }),
    ).toEqual({ ...valid, timezone: '' });
  });

  it('leaves missing optional details empty', () => {
    expect(profileFormValues({ firstName: 'A', lastName: 'B' })).toEqual({ firstName: 'A', lastName: 'B', phone: '', dob: '', gender: '', timezone: '' });
  });

  it('sends phone as 10 digits and the date of birth as YYYY-MM-DD', () => {
    expect(toUserUpdateInput(valid, today)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '5552014567',
      dob: '1985-04-12',
      gender: 'FEMALE',
      timezone: 'America/New_York',
    });
  });

  it('leaves the time zone out when none is chosen (the server keeps the one it has)', () => {
    expect(toUserUpdateInput({ ...valid, timezone: '' }, today)).not.toHaveProperty('timezone');
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'validation.required'],
    [{ lastName: 'Love lace' }, 'lastName', 'validation.nameInvalid'],
    [{ phone: '(555) 911-4567' }, 'phone', 'validation.phoneInvalid'],
    [{ dob: '13/01/1990' }, 'dob', 'validation.dobInvalid'],
    [{ dob: '01/01/2030' }, 'dob', 'validation.dobInFuture'],
    [{ dob: '' }, 'dob', 'validation.required'],
    [{ gender: '' }, 'gender', 'validation.genderInvalid'],
    [{ timezone: 'Mars/Olympus' }, 'timezone', 'validation.timezoneInvalid'],
  ] as const)('%j is refused on %s with %s', (change, field, key) => {
    expect(errorKeys({ ...valid, ...change })[field]).toBe(key);
  });
});
