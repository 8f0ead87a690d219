// Formatting applied while the user types. The values stay plain strings so that the zod schemas of
// src/domain/validation judge exactly what was typed (after the same normalisation the server applies).

/** The digits of a value, at most `max` of them. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** A US phone number as "(555) 123-4567" while typing; a leading country code 1 is dropped. */
export function formatUsPhone(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A date of birth as "MM/DD/YYYY" while typing: slashes are inserted, everything else but digits dropped. */
export function formatDateOfBirth(value: string): string {
  const digits = digitsOnly(value, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** A social security number as "123-45-6789" while typing. */
export function formatSsn(value: string): string {
  const digits = digitsOnly(value, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** A driver's licence number as the spec stores identifiers: spaces and symbols removed, upper case. */
export function formatDriversLicense(value: string): string {
  return value.replace(/[^0-9a-z]/gi, '').toUpperCase().slice(0, 20);
}
