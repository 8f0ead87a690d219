// The front desk's client creation form (spec §3 "Client creation fields", §5 validation), shared by the
// receptionist screens and the API so both judge a field the same way. Two steps: name details (20%), then the
// address (100%); the API takes both in one receptionCreateClient call at the end.
import { z } from 'zod';
import { WEIGHT_UNITS, weightValueSchema } from '../progress/weight.ts';
import { ADDRESS_LINE_MAX_LENGTH, CITY_MAX_LENGTH, countryCodeSchema, isValidPostalCode, stateCodeSchema } from '../validation/address.ts';
import { cleanIdentifier } from '../validation/identifier.ts';
import { makeDobSchema } from '../validation/dob.ts';
import { emailSchema } from '../validation/email.ts';
import { customIssue, message } from '../validation/messages.ts';
import { firstNameSchema, lastNameSchema } from '../validation/name.ts';
import { phoneSchema } from '../validation/phone.ts';
import { optionalString, requiredString } from '../validation/required-string.ts';
import { isValidTimeZone } from '../validation/timezone.ts';

/** The progress bar of the creation steps (spec §2: 20% then 100%). */
export const CLIENT_CREATION_STEPS = [
  { step: 'details', progress: 20 },
  { step: 'address', progress: 100 },
] as const;

/** Creation forms offer male or female (spec §3 Gender). */
export const CLIENT_FORM_GENDERS = ['MALE', 'FEMALE'] as const;

/** Phone codes the form offers: the phone itself must be a valid US number (spec §5). */
export const PHONE_CODES = ['+1'] as const;

export const HEIGHT_UNITS = ['FT_IN', 'CM'] as const;
export type HeightUnit = (typeof HEIGHT_UNITS)[number];

export const CM_PER_INCH = 2.54;
/** Feet 1..8 and inches 0..11 (spec §5/§9); in centimetres the same span, 1 ft 0 in to 8 ft 11 in. */
export const HEIGHT_LIMITS = { feet: { min: 1, max: 8 }, inches: { min: 0, max: 11 }, cm: { min: 30, max: 272 } } as const;

const int = (min: number, max: number) =>
  z.number(message('validation.required')).int(message('validation.invalid')).min(min, message('validation.invalid')).max(max, message('validation.invalid'));

/** `{ unit: FT_IN, feet, inches }` or `{ unit: CM, cm }` -> the same with `cm` (rounded to 0.1). */
export const heightSchema = z
  .object({
    unit: z.enum(HEIGHT_UNITS, message('validation.invalid')),
    feet: z.number().nullish(),
    inches: z.number().nullish(),
    cm: z.number().nullish(),
  })
  .transform((height, ctx) => {
    if (height.unit === 'CM') {
      const cm = z.number(message('validation.required')).min(HEIGHT_LIMITS.cm.min, message('validation.invalid')).max(HEIGHT_LIMITS.cm.max, message('validation.invalid')).safeParse(height.cm ?? undefined);
      if (!cm.success) {
        ctx.issues.push({ ...customIssue(cm.error.issues[0]?.message === 'validation.required' ? 'validation.required' : 'validation.invalid', height.cm), path: ['cm'] });
        return z.NEVER;
      }
      return { unit: height.unit, feet: null, inches: null, cm: Math.round(cm.data * 10) / 10 };
    }
    const feet = int(HEIGHT_LIMITS.feet.min, HEIGHT_LIMITS.feet.max).safeParse(height.feet ?? undefined);
    const inches = int(HEIGHT_LIMITS.inches.min, HEIGHT_LIMITS.inches.max).safeParse(height.inches ?? 0);
    if (!feet.success) ctx.issues.push({ ...customIssue(height.feet == null ? 'validation.required' : 'validation.invalid', height.feet), path: ['feet'] });
    if (!inches.success) ctx.issues.push({ ...customIssue('validation.invalid', height.inches), path: ['inches'] });
    if (!feet.success || !inches.success) return z.NEVER;
    const cm = Math.round((feet.data * 12 + inches.data) * CM_PER_INCH * 10) / 10;
    return { unit: height.unit, feet: feet.data, inches: inches.data, cm };
  });

/** A weight with its unit, as typed (text, '12.' allowed while typing) or sent (number). */
export const clientWeightSchema = z
  .object({ value: z.union([z.string(), z.number()], message('validation.required')), unit: z.enum(WEIGHT_UNITS, message('validation.invalid')) })
  .transform((weight, ctx) => {
    const parsed = weightValueSchema(weight.unit).safeParse(weight.value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.issues.push({ code: 'custom', input: weight.value, message: issue.message, path: ['value'] });
      return z.NEVER;
    }
    return { value: parsed.data, unit: weight.unit };
  });

const requiredTimezone = z
  .string(message('validation.required'))
  .trim()
  .min(1, message('validation.required'))
  .refine(isValidTimeZone, message('validation.timezoneInvalid'));

type Clock = { now?: () => Date };

/** Step 1, "name details": names, email, date of birth (MM/DD/YYYY -> YYYY-MM-DD), phone, gender, timezone, height, weight. */
export function makeClientDetailsSchema({ now }: Clock = {}) {
  return z.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    dob: makeDobSchema(now ? { now } : {}),
    phoneCode: z.enum(PHONE_CODES, message('validation.phoneInvalid')),
    phone: phoneSchema,
    gender: z.enum(CLIENT_FORM_GENDERS, message('validation.genderInvalid')),
    timezone: requiredTimezone,
    height: heightSchema,
    weight: clientWeightSchema,
  });
}

const zipSchema = z
  .string(message('validation.required'))
  .transform(cleanIdentifier)
  .pipe(z.string().min(1, message('validation.required')).regex(/^[A-Z0-9]{3,10}$/, message('validation.zipInvalid')));

/** Step 2, the address: line 1, line 2 (unit/apartment), country, state, city, zip (5 digits in the US). */
export const clientAddressSchema = z
  .object({
    addressLine1: requiredString(ADDRESS_LINE_MAX_LENGTH),
    addressLine2: optionalString(ADDRESS_LINE_MAX_LENGTH),
    country: countryCodeSchema,
    state: stateCodeSchema,
    city: requiredString(CITY_MAX_LENGTH),
    zipcode: zipSchema,
  })
  .refine((a) => isValidPostalCode(a.country, a.zipcode), { ...message('validation.zipInvalid'), path: ['zipcode'] });

/** The whole form: what receptionCreateClient takes (`address` is step 2). */
export function makeReceptionClientSchema(clock: Clock = {}) {
  return makeClientDetailsSchema(clock).extend({ address: clientAddressSchema });
}

/** An edit: the same fields, each optional (email included only while the client has not set a password). */
export function makeReceptionClientUpdateSchema(clock: Clock = {}) {
  return makeClientDetailsSchema(clock).partial().extend({ address: clientAddressSchema.optional() });
}

export const receptionClientSchema = makeReceptionClientSchema();
export type ReceptionClientInput = z.output<typeof receptionClientSchema>;
export type ReceptionClientUpdate = z.output<ReturnType<typeof makeReceptionClientUpdateSchema>>;
