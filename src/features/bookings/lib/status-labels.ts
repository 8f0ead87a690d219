// The words of the bookings screens' tables (spec §3, §4): tabs and date groups (statuses and badges: src/components/orders). Each table is
// checked complete by the compiler, so a new status or group fails to build until it has its text.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingTab } from '../../../domain/orders/bookings-list.ts';
import type { RelativeDateGroup } from '../../../domain/scheduling/relative-date-group.ts';

// A context of their own: a tab names a list of bookings ("Completadas"), a status one booking ("Completado").
export const TAB_LABELS = {
  INPROGRESS: msg({ message: 'In progress', context: 'bookings tab' }),
  UPCOMING: msg({ message: 'Upcoming', context: 'bookings tab' }),
  COMPLETED: msg({ message: 'Completed', context: 'bookings tab' }),
} as const satisfies Record<BookingTab, MessageDescriptor>;

export const DATE_GROUP_LABELS = {
  later: msg`Later`,
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  thisWeek: msg`This week`,
  lastWeek: msg`Last week`,
  lastMonth: msg`Last month`,
  older: msg`Older`,
} as const satisfies Record<RelativeDateGroup, MessageDescriptor>;
