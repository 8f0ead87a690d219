// The admin console's input rules (issue 16, spec §3 Business and Business location, §5): one zod schema per
// form, shared by the editors and the API (the server parses every admin input with these at the edge).
import { z } from 'zod';
import { localizedTextSchema } from '../content/localized-text.ts';
import { SUPPORTED_LANGUAGES } from '../language.ts';
import { LOCATION_MODES } from '../scheduling/provider.ts';
import { emailSchema } from '../validation/email.ts';
import { message } from '../validation/messages.ts';
import { isValidTimeZone } from '../validation/timezone.ts';
import { zipSchema } from '../validation/zip.ts';

/** Spec §5: a business name cannot contain the brand word (the platform's own name, in any case or spacing). */
export const BRAND_WORD = 'carebook';

export function containsBrandWord(name: string): boolean {
  return name.toLowerCase().replace(/[^a-z]/g, '').includes(BRAND_WORD);
}

/** The currencies a business can charge in (ISO 4217). */
export const ADMIN_CURRENCIES = ['USD', 'CAD', 'EUR', 'GBP', 'MXN', 'BRL'] as const;

/** US states and DC (ISO 3166-2:US codes without the prefix): where a location may serve clients. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD',
  'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

/** The roles an admin can give staff at the business (a client is never invited from here). */
export const STAFF_ROLES = ['BUSINESS_ADMIN', 'RECEPTIONIST', 'HEALTHCARE_PROVIDER', 'SERVICE_PROVIDER'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const required = (max: number) => z.string(message('validation.required')).trim().min(1, message('validation.required')).max(max, message('validation.tooLong'));
const optional = (max: number) =>
  z
    .string(message('validation.invalid'))
    .max(max, message('validation.tooLong'))
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));

/** A code in an address (/business/<code>/<location>): lower-case letters, digits and dashes, 2 to 32. */
export const shortCodeSchema = z
  .string(message('validation.required'))
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{1,31}$/, message('validation.codeFormat'));

export const businessNameSchema = required(80).refine((name) => !containsBrandWord(name), message('validation.brandWord'));

const httpsUrl = z
  .string(message('validation.invalid'))
  .trim()
  .max(300, message('validation.tooLong'))
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), message('validation.urlInvalid'));

/** A picture: an https address or one the server stored (/uploads/...). */
const pictureUrl = z
  .string(message('validation.invalid'))
  .trim()
  .max(300, message('validation.tooLong'))
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^(https:\/\/[^\s]+|\/[a-z0-9/_.-]+)$/i.test(value), message('validation.urlInvalid'));

export const postalAddressSchema = z.object({
  addressLine1: required(120),
  addressLine2: optional(120),
  city: required(80),
  state: z.enum(US_STATES, message('validation.stateInvalid')),
  country: z.literal('US', message('validation.countryInvalid')),
  zipcode: zipSchema,
});

export const timezoneSchema = z
  .string(message('validation.timezoneInvalid'))
  .trim()
  .refine(isValidTimeZone, message('validation.timezoneInvalid'));

/**
 * The business profile (name, picture, tagline, custom URL, address, currency, description). The brand word is refused
 * in a name being chosen; the name the business already has may be kept (the platform's own demo clinic carries it),
 * so editing the tagline never fails on a name nobody touched.
 */
export function businessProfileSchemaFor(currentName: string | null) {
  return businessProfileFields.extend({
    name: currentName === null ? businessNameSchema : required(80).refine((name) => name === currentName || !containsBrandWord(name), message('validation.brandWord')),
  });
}

const businessProfileFields = z.object({
  name: businessNameSchema,
  pictureUrl,
  tagline: localizedTextSchema(160, { optional: true }),
  description: localizedTextSchema(2000, { optional: true }),
  customUrl: httpsUrl,
  currencyCode: z.enum(ADMIN_CURRENCIES, message('validation.invalid')),
  address: postalAddressSchema.nullish().transform((value) => value ?? null),
});
export const businessProfileSchema = businessProfileSchemaFor(null);
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;

/** A location (code, name in four languages, address, timezone, allowed states, mode). */
export const locationSchema = z.object({
  shortId: shortCodeSchema,
  name: localizedTextSchema(80),
  address: postalAddressSchema,
  timezone: timezoneSchema,
  states: z.array(z.enum(US_STATES, message('validation.stateInvalid'))).min(1, message('validation.required')).max(US_STATES.length, message('validation.invalid')).transform((states) => [...new Set(states)].sort()),
  mode: z.enum(LOCATION_MODES, message('validation.invalid')),
  isActive: z.boolean(message('validation.invalid')).default(true),
});
export type LocationInput = z.input<typeof locationSchema>;

/** A FAQ item, written in one language (FAQ items are per language). */
export const faqItemSchema = z.object({
  locale: z.enum(SUPPORTED_LANGUAGES, message('validation.invalid')),
  question: required(300),
  answer: required(4000),
  sortOrder: z.number(message('validation.invalid')).finite(message('validation.invalid')).min(0, message('validation.invalid')).max(100000, message('validation.invalid')).default(0),
});
export type FaqItemInput = z.input<typeof faqItemSchema>;

const personName = required(60).regex(/^[^\d]+$/u, message('validation.nameInvalid'));

/** A staff invitation: the person and the roles they get at the business. */
export const staffInviteSchema = z.object({
  email: emailSchema,
  firstName: personName,
  lastName: personName,
  roles: z.array(z.enum(STAFF_ROLES, message('validation.invalid'))).min(1, message('validation.required')).max(STAFF_ROLES.length, message('validation.invalid')).transform((roles) => [...new Set(roles)].sort()),
  language: z.enum(SUPPORTED_LANGUAGES, message('validation.invalid')).default('en'),
});
export type StaffInviteInput = z.input<typeof staffInviteSchema>;

/** A provider's time off: a span of instants, the end after the start, at most a year long. */
export const timeOffSchema = z
  .object({
    startsAt: z.date(message('validation.dateInvalid')),
    endsAt: z.date(message('validation.dateInvalid')),
    reason: optional(200),
  })
  .refine((value) => value.endsAt.getTime() > value.startsAt.getTime(), { message: 'validation.timeOffOrder', path: ['endsAt'] })
  .refine((value) => value.endsAt.getTime() - value.startsAt.getTime() <= 366 * 86_400_000, { message: 'validation.invalid', path: ['endsAt'] });

/** An organization (the platform operator creates it). */
export const organizationSchema = z.object({ name: required(120), billerName: required(120) });

/** A new business of an organization, with its first admin invited. */
export const platformBusinessSchema = z.object({
  organizationId: z.uuid(message('validation.invalid')),
  name: businessNameSchema,
  shortId: shortCodeSchema,
  currencyCode: z.enum(ADMIN_CURRENCIES, message('validation.invalid')),
  admin: staffInviteSchema.omit({ roles: true }),
});
