// An order item's status in words and its badge colours (spec §4), shared by the client's bookings and the front
// desk. Each table is checked complete by the compiler, so a new status fails to build until it has its text.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderItemStatus } from '../../domain/orders/order-item-status.ts';
import type { BadgeKind } from '../../domain/orders/status-badge.ts';

export const STATUS_LABELS = {
  OrderCreated: msg`Booked`,
  Scheduled: msg`Scheduled`,
  ConsultationInProgress: msg`Consultation in progress`,
  ConsultationCompleted: msg`Consultation completed`,
  ConsultationExpired: msg`Consultation expired`,
  ConsultationCancelled: msg`Consultation cancelled`,
  MedicationOrdered: msg`Medication ordered`,
  MedicationOrderProcessing: msg`Payment processing`,
  MedicationOrderProcessed: msg`Medication shipped`,
  MedicationDelivered: msg`Medication delivered`,
  InProgress: msg`In progress`,
  Completed: msg`Completed`,
  Cancelled: msg`Cancelled`,
  Deleted: msg`Deleted`,
  LabBooked: msg`Lab test booked`,
  LabInProgress: msg`Lab test in progress`,
  LabReceived: msg`Lab sample received`,
  LabCompleted: msg`Lab test completed`,
  LabCancelled: msg`Lab test cancelled`,
  LabExpired: msg`Lab test expired`,
  CheckinBooked: msg`Check-in booked`,
  CheckinInProgress: msg`Check-in in progress`,
  CheckinCompleted: msg`Check-in completed`,
  CheckinCancelled: msg`Check-in cancelled`,
  CheckinApproved: msg`Check-in approved`,
  CheckinRejected: msg`Check-in rejected`,
  SessionBooked: msg`Session booked`,
  SessionInProgress: msg`Session in progress`,
  TreatmentPlanStarted: msg`Treatment plan started`,
} as const satisfies Record<OrderItemStatus, MessageDescriptor>;

/**
 * Badge colours, dark enough for white text at the 4.5:1 contrast of WCAG AA; `schedule` is the neutral one.
 * Mantine's green 9 and orange 9 fall just below it at badge size, so those two are darker (as the console's).
 */
export const BADGE_COLORS = {
  success: '#276737',
  inprogress: 'blue.8',
  warning: '#9a3412',
  error: 'red.9',
  schedule: 'gray.7',
} as const satisfies Record<BadgeKind, string>;
