import { z } from 'zod';
import { cleanIdentifier } from './identifier.ts';
import { message } from './messages.ts';

// US licence numbers run from 4 (some states' old numbers) to about 16 characters; 20 leaves room.
export const DRIVERS_LICENSE_MIN_LENGTH = 4;
export const DRIVERS_LICENSE_MAX_LENGTH = 20;

const PATTERN = new RegExp(`^[A-Z0-9]{${DRIVERS_LICENSE_MIN_LENGTH},${DRIVERS_LICENSE_MAX_LENGTH}}$`);

// Input is cleaned as an identifier (spaces and symbols removed, upper-cased) before checking.
export const driversLicenseSchema = z
  .string(message('validation.required'))
  .transform(cleanIdentifier)
  .pipe(z.string().min(1, message('validation.required')).regex(PATTERN, message('validation.driversLicenseInvalid')));
