// The front desk's client form as typed (plain strings and Mantine's number-or-'' values) and its candidates
// for the shared rules of src/domain/reception/client-form.ts, which judge exactly what the API will.
import type { HeightUnit } from '../../../domain/reception/client-form.ts';
import type { WeightUnit } from '../../../domain/progress/weight.ts';
import { DEFAULT_ZIP } from '../../../domain/validation/zip.ts';
import { formatUsPhone } from '../../../components/form/input-format.ts';

/** What NumberInput holds: a number, or '' while empty. */
type NumberField = number | string;

export type ClientDetailsValues = {
  firstName: string;
  lastName: string;
  email: string;
  /** MM/DD/YYYY as typed. */
  dob: string;
  phoneCode: string;
  phone: string;
  gender: string;
  timezone: string;
  height: { unit: HeightUnit; feet: NumberField; inches: NumberField; cm: NumberField };
  weight: { value: string; unit: WeightUnit };
};

export type ClientAddressValues = {
  addressLine1: string;
  addressLine2: string;
  country: string;
  state: string;
  city: string;
  zipcode: string;
};

export const CLIENT_COUNTRY = 'US';

export function emptyClientDetails(timezone: string): ClientDetailsValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    dob: '',
    phoneCode: '+1',
    phone: '',
    gender: '',
    timezone,
    height: { unit: 'FT_IN', feet: '', inches: '', cm: '' },
    weight: { value: '', unit: 'Lb' },
  };
}

/** A new client's address starts at the spec's default zip (§5: 11201). */
export const EMPTY_CLIENT_ADDRESS: ClientAddressValues = { addressLine1: '', addressLine2: '', country: CLIENT_COUNTRY, state: '', city: '', zipcode: DEFAULT_ZIP };

const numberOrNull = (value: NumberField): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Step 1's values as the shared schema reads them (empty numbers are null: 'required', not 'invalid'). */
export function clientDetailsCandidate(values: ClientDetailsValues) {
  return {
    ...values,
    gender: values.gender || undefined,
    height: { unit: values.height.unit, feet: numberOrNull(values.height.feet), inches: numberOrNull(values.height.inches), cm: numberOrNull(values.height.cm) },
    weight: { value: values.weight.value, unit: values.weight.unit },
  };
}

/** A saved client's details back in the form: date as MM/DD/YYYY, phone formatted, height in its unit. */
export type SavedClientDetails = {
  firstName: string;
  lastName: string;
  email: string;
  dob: string | null;
  phone: string | null;
  gender: string | null;
  timezone: string | null;
  heightCm: number | null;
  weight: { value: number; unit: WeightUnit } | null;
};

function isoToUsDate(iso: string | null): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** Centimetres as whole feet and inches (rounded to the nearest inch). */
export function feetAndInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / 2.54);
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 };
}

export function clientDetailsValues(saved: SavedClientDetails, fallbackTimezone: string): ClientDetailsValues {
  const height = saved.heightCm ? feetAndInches(saved.heightCm) : null;
  return {
    firstName: saved.firstName,
    lastName: saved.lastName,
    email: saved.email,
    dob: isoToUsDate(saved.dob),
    phoneCode: '+1',
    phone: formatUsPhone(saved.phone ?? ''),
    gender: saved.gender === 'MALE' || saved.gender === 'FEMALE' ? saved.gender : '',
    timezone: saved.timezone ?? fallbackTimezone,
    height: { unit: 'FT_IN', feet: height?.feet ?? '', inches: height?.inches ?? '', cm: saved.heightCm ?? '' },
    weight: { value: saved.weight ? String(saved.weight.value) : '', unit: saved.weight?.unit ?? 'Lb' },
  };
}
