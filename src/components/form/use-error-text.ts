import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { translateValidationError } from './validation-messages.ts';

/** Turns a form error (a validation key from zod or the server) into the text shown under the field. */
export function useErrorText(): (error: unknown) => string | undefined {
  const { i18n } = useLingui();
  return useCallback((error: unknown) => translateValidationError(i18n, error), [i18n]);
}
