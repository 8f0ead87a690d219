import { z } from 'zod';
import { message } from './messages.ts';

// Zones already found valid: making a DateTimeFormat to check one costs about as much as a small request's query.
const knownZones = new Set<string>();

// An IANA zone name the runtime knows (Intl is part of the language, available to client and server alike).
export function isValidTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  if (knownZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    if (knownZones.size < 1000) knownZones.add(value);
    return true;
  } catch {
    return false;
  }
}

// Optional: absent, null and blank mean "not given".
export const optionalTimezoneSchema = z
  .string(message('validation.timezoneInvalid'))
  .trim()
  .nullish()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isValidTimeZone(value), message('validation.timezoneInvalid'));

/** The zone a person's times are written in: their own when it is a real zone, else the location's. */
export function personTimeZone(clientTimeZone: string | null | undefined, locationTimeZone: string): string {
  return clientTimeZone && isValidTimeZone(clientTimeZone) ? clientTimeZone : locationTimeZone;
}
