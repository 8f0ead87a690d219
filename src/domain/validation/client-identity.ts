import { z } from 'zod';
import { driversLicenseSchema } from './drivers-license.ts';
import { message } from './messages.ts';
import { ssnSchema } from './ssn.ts';

// Blank means "not given" (the form sends '' for the identifier the client did not choose).
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

const optionalSsn = z.preprocess(blankToUndefined, ssnSchema.optional());
const optionalDriversLicense = z.preprocess(blankToUndefined, driversLicenseSchema.optional());

// The API's ClientInput: either identifier may be given; each is validated when present.
export const clientInputSchema = z.object(
  {
    ssn: optionalSsn.nullable().transform((value) => value ?? undefined),
    driversLicense: optionalDriversLicense.nullable().transform((value) => value ?? undefined),
  },
  message('validation.invalid'),
);

// The sign-up identity step: a social security number or a driver's licence number is required.
export const identityCheckSchema = clientInputSchema.refine(
  (value) => value.ssn !== undefined || value.driversLicense !== undefined,
  { ...message('validation.identityRequired'), path: ['ssn'] },
);
