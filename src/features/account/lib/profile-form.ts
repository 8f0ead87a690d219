// The profile form (spec §2 /account/profile, §5 rules): what it shows for the signed-in user and what it
// sends to updateClient. Every field but the time zone is required, as at sign-up.
import { z } from 'zod';
import { makeDobSchema, formatDobForInput } from '../../../domain/validation/dob.ts';
import { genderSchema } from '../../../domain/validation/gender.ts';
import { firstNameSchema, lastNameSchema } from '../../../domain/validation/name.ts';
import { phoneSchema } from '../../../domain/validation/phone.ts';
import { optionalTimezoneSchema } from '../../../domain/validation/timezone.ts';
import { formatUsPhone } from '../../../components/form/input-format.ts';
import type { UserUpdateInput } from '../../../gql/graphql.ts';

export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  /** As typed, e.g. '(555) 201-4567'. */
  phone: string;
  /** MM/DD/YYYY. */
  dob: string;
  gender: string;
  timezone: string;
};

type ProfileUser = {
  firstName: string;
  lastName: string;
  phone?: string | null;
  dob?: string | null;
  gender?: string | null;
  timezone?: string | null;
};

export function profileFormValues(user: ProfileUser): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ? formatUsPhone(user.phone) : '',
    dob: user.dob ? formatDobForInput(user.dob) : '',
    gender: user.gender ?? '',
    timezone: user.timezone ?? '',
  };
}

/** Built per use so that "today" (age and future-date checks) is the real day; `now` for tests. */
export function profileFormSchema({ now }: { now?: () => Date } = {}) {
  return z.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    phone: phoneSchema,
    dob: makeDobSchema(now ? { now } : {}),
    gender: genderSchema,
    timezone: optionalTimezoneSchema,
  });
}

/** The form's values as updateClient's userInput (phone as 10 digits, dob as YYYY-MM-DD). Throws if invalid. */
export function toUserUpdateInput(values: ProfileFormValues, now?: () => Date): UserUpdateInput {
  const parsed = profileFormSchema(now ? { now } : {}).parse(values);
  const { timezone, ...rest } = parsed;
  return timezone ? { ...rest, timezone } : rest;
}
