// The server's field errors of a client form (readApiError keeps each path's last segment) on the form's own
// field paths: step 1 nests height and weight, step 2 is flat.
import type { ApiErrorInfo } from '../../../components/form/api-error.ts';

const DETAILS_PATHS: Readonly<Record<string, string>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  dob: 'dob',
  phoneCode: 'phoneCode',
  phone: 'phone',
  gender: 'gender',
  timezone: 'timezone',
  feet: 'height.feet',
  inches: 'height.inches',
  cm: 'height.cm',
  value: 'weight.value',
};

const ADDRESS_PATHS: Readonly<Record<string, string>> = {
  addressLine1: 'addressLine1',
  addressLine2: 'addressLine2',
  country: 'country',
  state: 'state',
  city: 'city',
  zipcode: 'zipcode',
};

export type ClientFormErrors = { details: Record<string, string>; address: Record<string, string> };

/** Splits a failure's field errors by step; EMAIL_TAKEN lands on the email (with its text, already translated). */
export function clientFormErrors(info: ApiErrorInfo, emailTakenText: string): ClientFormErrors {
  const errors: ClientFormErrors = { details: {}, address: {} };
  for (const [name, key] of Object.entries(info.fields)) {
    if (!key) continue;
    const detailsPath = DETAILS_PATHS[name];
    const addressPath = ADDRESS_PATHS[name];
    if (detailsPath) errors.details[detailsPath] = key;
    else if (addressPath) errors.address[addressPath] = key;
  }
  if (info.code === 'EMAIL_TAKEN') errors.details['email'] = emailTakenText;
  return errors;
}
