// The address form's values and the API's AddressInput (spec §5: zip 5 digits for the US, postal codes cleaned
// and upper-cased by addressInputSchema). Addresses are in the United States for now.
import { addressInputSchema, type AddressInput } from '../../domain/validation/address.ts';
import { DEFAULT_ZIP } from '../../domain/validation/zip.ts';

export const ADDRESS_COUNTRY = 'US';

export type AddressFormValues = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  /** ISO code ('NY'). */
  state: string;
  zipcode: string;
};

/** The parts of a saved address the form edits, plus the ones it keeps as they were. */
export type AddressLike = {
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state: string;
  country: string;
  zipcode: string;
  contact?: string | null;
  instructions?: string | null;
};

/** A new address starts at the spec's default zip (§5: 11201); the person changes it to theirs. */
export const EMPTY_ADDRESS_FORM: AddressFormValues = { addressLine1: '', addressLine2: '', city: '', state: '', zipcode: DEFAULT_ZIP };

export function addressFormValues(address: AddressLike): AddressFormValues {
  return {
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    city: address.city,
    state: address.state,
    zipcode: address.zipcode,
  };
}

/** What addressInputSchema checks: the typed fields, the country, and what the form does not show. */
export function addressInputCandidate(values: AddressFormValues, existing?: AddressLike): Record<string, unknown> {
  return {
    ...values,
    country: ADDRESS_COUNTRY,
    // Delivery contact and instructions are not on this form; editing must not wipe them.
    contact: existing?.contact ?? undefined,
    instructions: existing?.instructions ?? undefined,
  };
}

/** The form's values as the API's AddressInput (cleaned and checked). Throws when invalid. */
export function toAddressInput(values: AddressFormValues, existing?: AddressLike): AddressInput {
  return addressInputSchema.parse(addressInputCandidate(values, existing));
}

/** A saved address sent back unchanged (making it the default goes through updateClientAddress). */
export function savedAddressInput(address: AddressLike): AddressInput {
  return addressInputSchema.parse({
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? undefined,
    city: address.city,
    state: address.state,
    country: address.country,
    zipcode: address.zipcode,
    contact: address.contact ?? undefined,
    instructions: address.instructions ?? undefined,
  });
}
