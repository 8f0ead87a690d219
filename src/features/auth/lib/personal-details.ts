// Step 1 of the sign-up: the personal details schema (spec §5 rules from src/domain) and the API's UserInput.
import { z } from 'zod';
import { makeDobSchema } from '../../../domain/validation/dob.ts';
import { emailSchema } from '../../../domain/validation/email.ts';
import { genderSchema } from '../../../domain/validation/gender.ts';
import { firstNameSchema, lastNameSchema } from '../../../domain/validation/name.ts';
import { phoneSchema } from '../../../domain/validation/phone.ts';
import { isValidTimeZone } from '../../../domain/validation/timezone.ts';
import type { UserInput } from '../../../gql/graphql.ts';
import type { PersonalDetails } from '../machines/signup-steps.ts';

/** Built per use so that "today" (for the age and future-date checks) is the real day. */
export function personalDetailsSchema() {
  return z.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    dob: makeDobSchema(),
    gender: genderSchema,
  });
}

/** The browser's time zone when it is a real IANA name; the user-information screen shows it. */
function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : undefined;
}

/** The details as the API takes them: phone as 10 digits, date of birth as YYYY-MM-DD. Throws if invalid. */
export function toUserInput(personal: PersonalDetails, timezone: string | null = browserTimeZone() ?? null): UserInput {
  const parsed = personalDetailsSchema().parse(personal);
  return timezone ? { ...parsed, timezone } : parsed;
}
