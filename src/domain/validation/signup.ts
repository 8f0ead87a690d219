import { z } from 'zod';
import { makeDobSchema } from './dob.ts';
import { emailSchema } from './email.ts';
import { genderSchema } from './gender.ts';
import { message } from './messages.ts';
import { firstNameSchema, lastNameSchema } from './name.ts';
import { phoneSchema } from './phone.ts';
import { optionalTimezoneSchema } from './timezone.ts';

type Clock = { now?: () => Date };

// The API's UserInput for clientSignup. `now` fixes "today" for the date-of-birth checks.
export function makeSignupUserSchema({ now }: Clock = {}) {
  return z.object(
    {
      firstName: firstNameSchema,
      lastName: lastNameSchema,
      email: emailSchema,
      phone: phoneSchema,
      dob: makeDobSchema(now ? { now } : {}),
      gender: genderSchema,
      timezone: optionalTimezoneSchema,
    },
    message('validation.invalid'),
  );
}

export const signupUserSchema = makeSignupUserSchema();

export type SignupUser = z.output<typeof signupUserSchema>;
