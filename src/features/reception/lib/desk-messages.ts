// What a desk booking says is missing before Book (one message per blocker, checked complete by the compiler).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DeskBlocker } from './desk-booking.ts';

export const BLOCKER_MESSAGES = {
  clientRequired: msg`Select the client first.`,
  serviceRequired: msg`Choose a service.`,
  preAssessmentRequired: msg`Answer the pre-assessment with the client first.`,
  visitAddressRequired: msg`Choose the address of the callout.`,
  slotRequired: msg`A time slot must be selected`,
  cardRequired: msg`Choose the client's card, or add one.`,
} as const satisfies Record<DeskBlocker, MessageDescriptor>;

export const bookingFailedMessage = msg`Failed to create booking. Please try again later.`;
export const lostAnswerMessage = msg`We could not hear back from the server, so the booking may or may not be placed. Book again: it will not be placed twice.`;
