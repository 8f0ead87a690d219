import type { GraphQLError } from 'graphql';
import type { ErrorCode } from '../../../src/domain/error-codes.ts';
import type { SchedulingErrorReason } from '../../../src/domain/scheduling/scheduling-errors.ts';
import type { ValidationMessageKey } from '../../../src/domain/validation/messages.ts';
import { appError } from '../errors.ts';

type ReasonShape = { code: ErrorCode; field: string; message: string };

/** Each refusal's general code, the input field it concerns, and an English default message. */
const REASONS = {
  SLOT_UNAVAILABLE: { code: 'BAD_USER_INPUT', field: 'startTime', message: 'This time slot is no longer available. Please choose another one.' },
  HOLD_EXPIRED: { code: 'BAD_USER_INPUT', field: 'sessionId', message: 'The time slot was held for 10 minutes and has been released. Please choose a time slot again.' },
  RESCHEDULE_NOT_ALLOWED: { code: 'BAD_USER_INPUT', field: 'sessionId', message: 'This consultation can no longer be rescheduled.' },
  SESSION_TRANSITION_REFUSED: { code: 'BAD_USER_INPUT', field: 'sessionId', message: 'This consultation cannot change to that status.' },
  PROVIDER_NOT_AVAILABLE: { code: 'BAD_USER_INPUT', field: 'providerId', message: 'This provider does not offer this service here.' },
  WORKING_HOURS_INVALID: { code: 'BAD_USER_INPUT', field: 'hours', message: 'Working hours cannot overlap' },
} as const satisfies Record<SchedulingErrorReason, ReasonShape>;

/**
 * A scheduling refusal: `extensions.code` is a general code the client already handles (BAD_USER_INPUT with
 * `fields`), `extensions.reason` says exactly what happened.
 */
export function schedulingError(reason: SchedulingErrorReason, message?: string, fieldKey: ValidationMessageKey = 'validation.invalid'): GraphQLError {
  const shape: ReasonShape = REASONS[reason];
  return appError(shape.code, message ?? shape.message, { reason, fields: { [shape.field]: fieldKey } });
}

/** True when a database error (possibly wrapped by Drizzle in `cause`) is an exclusion-constraint violation. */
export function isExclusionViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && current.code === '23P01') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
