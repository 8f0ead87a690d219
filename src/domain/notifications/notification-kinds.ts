// The kinds of in-app and push notifications (issue 12), each with the params it is written with and the app path it
// opens. Params hold ids, names and times only: never a medication, dose, condition or answer, because a
// notification's words show on lock screens. The words themselves live with the server's other words
// (server/mail/notification-content.ts), one entry per kind in the same compiler-checked way.
import { z } from 'zod';

export const NOTIFICATION_KINDS = [
  'BOOKING_CONFIRMED',
  'REMINDER_DAY_BEFORE',
  'REMINDER_SOON',
  'PROVIDER_WAITING',
  'TREATMENT_APPROVED',
  'TREATMENT_DECLINED',
  'MEDICATION_SHIPPED',
  'MEDICATION_DELIVERED',
  'RENEWAL_CHARGED',
  'RENEWAL_FAILED',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

const id = z.string().min(1).max(100);
const code = z.string().min(1).max(100);

/** A booking page: /business/{businessCode}/{locationCode}/bookings/{orderId}/{orderItemId}. */
const bookingRef = z.strictObject({ businessCode: code, locationCode: code, orderId: id, orderItemId: id });

/** A consultation at a time: the provider's name and the start, shown on the client's clock. */
const sessionFacts = bookingRef.extend({
  hcpSessionId: id,
  providerName: z.string().max(200),
  startsAt: z.iso.datetime(),
  timeZone: z.string().min(1).max(100),
});

const waitingFacts = bookingRef.extend({ hcpSessionId: id, providerName: z.string().max(200) });

export type BookingRef = z.infer<typeof bookingRef>;
export type SessionFacts = z.infer<typeof sessionFacts>;
export type WaitingFacts = z.infer<typeof waitingFacts>;

type KindSpec<P> = {
  /** What a row of this kind must carry (checked when written, and again when read). */
  params: z.ZodType<P>;
  /** The app path the notification opens. */
  link: (params: P) => string;
  /** The call a PROVIDER_WAITING notification joins (the bell opens the call overlay with it). */
  callSessionId: (params: P) => string | null;
};

/** The params each kind is written with. */
export type NotificationParams = {
  BOOKING_CONFIRMED: SessionFacts;
  REMINDER_DAY_BEFORE: SessionFacts;
  REMINDER_SOON: SessionFacts;
  PROVIDER_WAITING: WaitingFacts;
  TREATMENT_APPROVED: BookingRef;
  TREATMENT_DECLINED: BookingRef;
  MEDICATION_SHIPPED: BookingRef;
  MEDICATION_DELIVERED: BookingRef;
  RENEWAL_CHARGED: BookingRef;
  RENEWAL_FAILED: BookingRef;
};

const segment = (value: string) => encodeURIComponent(value);

/** The booking page of an order item (spec §2: /bookings/{bookingId}/{singleBookingId} under the client area). */
export function bookingLink(ref: BookingRef): string {
  return `/business/${segment(ref.businessCode)}/${segment(ref.locationCode)}/bookings/${segment(ref.orderId)}/${segment(ref.orderItemId)}`;
}

/** The booking page with ?join={hcpSessionId}: the app opens the call overlay for that session directly. */
export function joinLink(params: WaitingFacts): string {
  return `${bookingLink(params)}?join=${segment(params.hcpSessionId)}`;
}

const noCall = () => null;

const onBooking: KindSpec<BookingRef> = { params: bookingRef, link: bookingLink, callSessionId: noCall };
const onSession: KindSpec<SessionFacts> = { params: sessionFacts, link: bookingLink, callSessionId: noCall };

/** Every kind: its params, its link, its call. A new kind fails to compile until it has all three. */
export const notificationKinds: { [K in NotificationKind]: KindSpec<NotificationParams[K]> } = {
  BOOKING_CONFIRMED: onSession,
  REMINDER_DAY_BEFORE: onSession,
  REMINDER_SOON: onSession,
  PROVIDER_WAITING: { params: waitingFacts, link: joinLink, callSessionId: (p) => p.hcpSessionId },
  TREATMENT_APPROVED: onBooking,
  TREATMENT_DECLINED: onBooking,
  MEDICATION_SHIPPED: onBooking,
  MEDICATION_DELIVERED: onBooking,
  RENEWAL_CHARGED: onBooking,
  RENEWAL_FAILED: onBooking,
};

/** A kind with params that have been checked against it. */
export type CheckedNotification = { [K in NotificationKind]: { kind: K; params: NotificationParams[K] } }[NotificationKind];

/** Checks stored or given params against the kind's schema; null when they do not fit (a row from an older shape). */
export function checkNotification(kind: string, params: unknown): CheckedNotification | null {
  if (!isNotificationKind(kind)) return null;
  const parsed = notificationKinds[kind].params.safeParse(params);
  return parsed.success ? ({ kind, params: parsed.data } as CheckedNotification) : null;
}

function specOf<K extends NotificationKind>(notification: { kind: K }): KindSpec<NotificationParams[K]> {
  return notificationKinds[notification.kind];
}

/** The app path a notification opens. */
export function notificationLink<K extends NotificationKind>(notification: { kind: K; params: NotificationParams[K] }): string {
  return specOf(notification).link(notification.params);
}

/** The call a notification joins: PROVIDER_WAITING's session, null for every other kind. */
export function notificationCallSessionId<K extends NotificationKind>(notification: { kind: K; params: NotificationParams[K] }): string | null {
  return specOf(notification).callSessionId(notification.params);
}
