/** Spec §3 session tabs of the bookings list. */
export const BOOKING_TABS = ['INPROGRESS', 'UPCOMING', 'COMPLETED'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/** Spec §9: list page size. */
export const BOOKINGS_PAGE_SIZE = 10;
