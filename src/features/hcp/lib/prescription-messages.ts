// The words of the prescription and decline forms' validation keys (prescription-form.ts); keys from the server
// (BAD_USER_INPUT fields) fall through to the app's shared validation messages.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { translateValidationError } from '../../../components/form/validation-messages.ts';
import { MAX_TIME_COUNT, PRESCRIPTION_MESSAGE_KEYS, type PrescriptionMessageKey } from './prescription-form.ts';

const MESSAGES = {
  'prescription.medicationRequired': msg`Enter the medication name`,
  'prescription.tooLong': msg`This text is too long`,
  'prescription.doseInvalid': msg`Enter a dose greater than 0, such as 2.5`,
  'prescription.unitRequired': msg`Choose a unit`,
  'prescription.routeRequired': msg`Choose a route`,
  'prescription.everyInvalid': msg`Enter a whole number from 1 to ${MAX_TIME_COUNT}`,
  'prescription.priceInvalid': msg`Enter a price of 0 or more, such as 49.00`,
  'prescription.costInvalid': msg`Leave empty, or enter an amount of 0 or more, such as 120.00`,
  'prescription.reasonRequired': msg`Tell the client why the treatment is declined`,
  'prescription.renewalReasonRequired': msg`Tell the client why this month is not approved`,
} as const satisfies Record<PrescriptionMessageKey, MessageDescriptor>;

const KEYS: ReadonlySet<string> = new Set(PRESCRIPTION_MESSAGE_KEYS);

export function translatePrescriptionError(i18n: I18n, error: unknown): string | undefined {
  if (typeof error === 'string' && KEYS.has(error)) return i18n._(MESSAGES[error as PrescriptionMessageKey]);
  return translateValidationError(i18n, error);
}

export function usePrescriptionErrorText(): (error: unknown) => string | undefined {
  const { i18n } = useLingui();
  return useCallback((error: unknown) => translatePrescriptionError(i18n, error), [i18n]);
}
