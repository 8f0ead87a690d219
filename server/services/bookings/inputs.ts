// The bookings operations' inputs, validated at the edge; failures are BAD_USER_INPUT with a key per field.
import { z } from 'zod';
import { BOOKING_TABS } from '../../../src/domain/orders/bookings-list.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import { idSchema, MAX_PAGE_SIZE, pageSchema, searchSchema, SORT_DIRECTIONS } from '../catalogue/inputs.ts';

/** What the orders list can be sorted by; the newest booking first by default. */
export const ORDER_SORT_FIELDS = ['createdAt', 'updatedAt', 'displayId'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

const cursorSchema = z.string(message('validation.invalid')).min(1, message('validation.invalid')).max(400, message('validation.invalid')).nullish().transform((v) => v ?? undefined);

export const ordersInputSchema = pageSchema.extend({
  /** Keyset pages: the page after a row's cursor, the page before one, or (last) the final rows. */
  after: cursorSchema,
  before: cursorSchema,
  last: z.number(message('validation.invalid')).int(message('validation.invalid')).min(1, message('validation.invalid')).max(MAX_PAGE_SIZE, message('validation.invalid')).nullish().transform((v) => v ?? undefined),
  sort: z
    .array(z.object({ field: z.enum(ORDER_SORT_FIELDS, message('validation.invalid')), direction: z.enum(SORT_DIRECTIONS, message('validation.invalid')) }))
    .max(3, message('validation.invalid'))
    .nullish()
    .transform((sort) => (sort && sort.length > 0 ? sort : [{ field: 'createdAt' as const, direction: 'desc' as const }])),
  filter: z
    .object({
      tab: z.enum(BOOKING_TABS, message('validation.invalid')).nullish().transform((v) => v ?? undefined),
      search: searchSchema,
      clientId: idSchema.nullish().transform((v) => v ?? undefined),
    })
    .nullish()
    .transform((filter) => filter ?? { tab: undefined, search: undefined, clientId: undefined }),
});

export type OrdersInput = z.output<typeof ordersInputSchema>;

/** The reason a client gives for cancelling; optional, so it may be empty. */
export const MAX_CANCEL_REASON_LENGTH = 500;

export const cancelOrderItemInputSchema = z.object({
  orderItemId: idSchema,
  reason: z
    .string()
    .max(MAX_CANCEL_REASON_LENGTH, message('validation.tooLong'))
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null)),
});

const instantSchema = z.date(message('validation.invalid')).refine((value) => !Number.isNaN(value.getTime()), message('validation.invalid'));

export const rebookInputSchema = z.object({
  orderItemId: idSchema,
  providerId: idSchema.nullish().transform((v) => v ?? undefined),
  startTime: instantSchema,
});

export const activeConsultationFilterSchema = z
  .object({ clientId: idSchema.nullish().transform((v) => v ?? undefined), orderItemId: idSchema.nullish().transform((v) => v ?? undefined) })
  .nullish()
  .transform((filter) => filter ?? { clientId: undefined, orderItemId: undefined });
