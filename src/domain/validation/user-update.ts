import { z } from 'zod';
import { makeDobSchema } from './dob.ts';
import { genderSchema } from './gender.ts';
import { message } from './messages.ts';
import { firstNameSchema, lastNameSchema } from './name.ts';
import { phoneSchema } from './phone.ts';
import { optionalTimezoneSchema } from './timezone.ts';

// The API's UserUpdateInput: every field optional, each checked by the sign-up rule when present.
export function makeUserUpdateSchema({ now }: { now?: () => Date } = {}) {
  return z.object(
    {
      firstName: firstNameSchema.optional(),
      lastName: lastNameSchema.optional(),
      phone: phoneSchema.optional(),
      dob: makeDobSchema(now ? { now } : {}).optional(),
      gender: genderSchema.optional(),
      timezone: optionalTimezoneSchema,
    },
    message('validation.invalid'),
  );
}

export const userUpdateSchema = makeUserUpdateSchema();
