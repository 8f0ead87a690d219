// Why the server refused an outbox entry, in the person's language: the server's reason word where it gave one
// (a status refusal), else the invalid field's own validation message, else the error code's message.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessages, unexpectedErrorMessage } from '../error-messages.ts';
import type { OutboxRejection } from './outbox-entry.ts';

/** Status refusals the server names in `extensions.reason` (server/services/medication/delivery.ts). */
const reasonMessages: Record<string, MessageDescriptor> = {
  NOT_SHIPPED: msg`This medication is not marked as shipped, so its delivery cannot be confirmed.`,
  ALREADY_REPORTED: msg`You already told the clinic this delivery has not arrived.`,
};

const codeMessages: Partial<Record<NonNullable<OutboxRejection['code']>, MessageDescriptor>> = {
  NOT_FOUND: msg`What this was saved for is no longer available.`,
  IDEMPOTENCY_CONFLICT: msg`This was already saved with different details.`,
  FORBIDDEN: msg`Your account can no longer save this.`,
};

/** The message for a refusal; `fieldText` translates a validation key (useErrorText) when a field was named. */
export function rejectionText(rejection: OutboxRejection, translate: (message: MessageDescriptor) => string, fieldText: (key: unknown) => string | undefined): string {
  const byReason = rejection.reason ? reasonMessages[rejection.reason] : undefined;
  if (byReason) return translate(byReason);
  const field = Object.values(rejection.fields).find(Boolean);
  const fromField = field ? fieldText(field) : undefined;
  if (fromField) return fromField;
  const byCode = rejection.code ? (codeMessages[rejection.code] ?? errorMessages[rejection.code]) : unexpectedErrorMessage;
  return translate(byCode);
}
