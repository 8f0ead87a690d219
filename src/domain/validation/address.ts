import { z } from 'zod';
import { cleanIdentifier } from './identifier.ts';
import { message } from './messages.ts';
import { optionalString, requiredString } from './required-string.ts';

export const ADDRESS_LINE_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 100;

// ISO 3166-2 subdivision code without the country prefix ('NY', 'KA', 'TG'): 1 to 3 letters or digits.
export const stateCodeSchema = z
  .string(message('validation.required'))
  .trim()
  .toUpperCase()
  .min(1, message('validation.required'))
  .regex(/^[A-Z0-9]{1,3}$/, message('validation.stateInvalid'));

// ISO 3166-1 alpha-2 ('US', 'IN').
export const countryCodeSchema = z
  .string(message('validation.required'))
  .trim()
  .toUpperCase()
  .min(1, message('validation.required'))
  .regex(/^[A-Z]{2}$/, message('validation.countryInvalid'));

// Spec §5 sets US zips at 5 digits; other countries' postal codes (India's 6-digit PIN, for one) are checked
// only for a plausible cleaned length.
export function isValidPostalCode(country: string, cleaned: string): boolean {
  if (country === 'US') return /^\d{5}$/.test(cleaned);
  return /^[A-Z0-9]{3,10}$/.test(cleaned);
}

const coordinate = (limit: number) =>
  z.number(message('validation.invalid')).min(-limit, message('validation.invalid')).max(limit, message('validation.invalid'));

// Any country: a cleaned postal code of 3 to 10 letters and digits.
const postalCodeSchema = z
  .string(message('validation.required'))
  .transform(cleanIdentifier)
  .pipe(z.string().min(1, message('validation.required')).regex(/^[A-Z0-9]{3,10}$/, message('validation.zipInvalid')));

const addressShape = {
  addressLine1: requiredString(ADDRESS_LINE_MAX_LENGTH),
  addressLine2: optionalString(ADDRESS_LINE_MAX_LENGTH),
  city: requiredString(CITY_MAX_LENGTH),
  state: stateCodeSchema,
  country: countryCodeSchema,
  zipcode: postalCodeSchema,
  latitude: coordinate(90).nullish(),
  longitude: coordinate(180).nullish(),
  contact: optionalString(100),
  instructions: optionalString(500),
};

const countryAndZip = z.object({ country: countryCodeSchema, zipcode: postalCodeSchema });

// The AddressInput of the API. The zip code is cleaned like every postal code (spaces and symbols removed,
// upper-cased) and then checked for the address's country; that check runs as soon as country and zip code
// are readable, so the form shows it together with the other fields' errors.
export const addressInputSchema = z
  .object(addressShape, message('validation.addressInvalid'))
  .refine((address) => isValidPostalCode(address.country, address.zipcode), {
    ...message('validation.zipInvalid'),
    path: ['zipcode'],
    when: (payload) => countryAndZip.safeParse(payload.value).success,
  });
export type AddressInput = z.output<typeof addressInputSchema>;
