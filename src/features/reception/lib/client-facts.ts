// How the front desk writes a client's §3 fields: date of birth MM/DD/YYYY, phone with its code, height in the
// unit it was entered in, weight with its unit. Pure, so the words stay with the screens and the maths here.
import { formatUsPhone } from '../../../components/form/input-format.ts';
import { feetAndInches } from './client-form-values.ts';

/** '1985-04-12' -> '04/12/1985' (spec §9 date format MM/DD/YYYY); anything else as it is. */
export function usDate(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : (iso ?? '');
}

export function phoneWithCode(phoneCode: string, phone: string | null | undefined): string {
  return phone ? `${phoneCode} ${formatUsPhone(phone)}` : '';
}

/** The height in feet and inches or in cm, as it was entered; null when none is known. */
export function heightParts(heightCm: number | null | undefined, unit: string): { unit: 'FT_IN'; feet: number; inches: number } | { unit: 'CM'; cm: number } | null {
  if (!heightCm) return null;
  if (unit === 'FT_IN') return { unit: 'FT_IN', ...feetAndInches(heightCm) };
  return { unit: 'CM', cm: Math.round(heightCm * 10) / 10 };
}
