import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessages, unexpectedErrorMessage } from '../../app/error-messages.ts';
import type { ApiErrorInfo } from './api-error.ts';

export const offlineMessage = msg`Please check your internet connection and try again.`;

/** The message for a failure no screen handles specially: the code's own text, offline, or unexpected. */
export function failureMessage({ code, network }: Pick<ApiErrorInfo, 'code' | 'network'>): MessageDescriptor {
  if (code) return errorMessages[code];
  return network ? offlineMessage : unexpectedErrorMessage;
}
