// A session's status as the provider and the front desk read it (spec §3 session statuses): a label and a badge colour per status,
// checked complete by the compiler so a new status fails to build until it has both.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SessionStatus } from '../../domain/scheduling/session-status.ts';
import { CONSOLE_COLORS } from './status-colors.ts';

export const SESSION_STATUS_LABELS = {
  PENDING: msg({ message: 'Held', context: 'consultation status' }),
  SCHEDULED: msg({ message: 'Scheduled', context: 'consultation status' }),
  INPROGRESS: msg({ message: 'In progress', context: 'consultation status' }),
  COMPLETED: msg({ message: 'Completed', context: 'consultation status' }),
  INCOMPLETE: msg({ message: 'Incomplete', context: 'consultation status' }),
  CANCELLED: msg({ message: 'Cancelled', context: 'consultation status' }),
  LAPSED: msg({ message: 'Lapsed', context: 'consultation status' }),
  CLIENT_NO_SHOW: msg({ message: 'Client no-show', context: 'consultation status' }),
  HCP_NO_SHOW: msg({ message: 'Provider no-show', context: 'consultation status' }),
  BOTH_NO_SHOW: msg({ message: 'Both no-show', context: 'consultation status' }),
} as const satisfies Record<SessionStatus, MessageDescriptor>;

/** Badge colours (console-colors.ts: white text keeps AA contrast on each). */
export const SESSION_STATUS_COLORS = {
  PENDING: CONSOLE_COLORS.quiet,
  SCHEDULED: CONSOLE_COLORS.scheduled,
  INPROGRESS: CONSOLE_COLORS.live,
  COMPLETED: CONSOLE_COLORS.done,
  INCOMPLETE: CONSOLE_COLORS.attention,
  CANCELLED: CONSOLE_COLORS.stopped,
  LAPSED: CONSOLE_COLORS.quiet,
  CLIENT_NO_SHOW: CONSOLE_COLORS.attention,
  HCP_NO_SHOW: CONSOLE_COLORS.attention,
  BOTH_NO_SHOW: CONSOLE_COLORS.attention,
} as const satisfies Record<SessionStatus, string>;
