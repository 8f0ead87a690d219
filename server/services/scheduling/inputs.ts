import { z } from 'zod';
import { parseIsoDate } from '../../../src/domain/calendar-date.ts';
import { PROVIDER_KINDS, SESSION_MODES } from '../../../src/domain/scheduling/provider.ts';
import { calendarDaysBetween } from '../../../src/domain/scheduling/slots.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import { isValidTimeZone } from '../../../src/domain/validation/timezone.ts';
import { idSchema } from '../catalogue/inputs.ts';

/** The longest range availableSlots answers for: two months of a picker. */
export const MAX_SLOT_RANGE_DAYS = 62;

const isoDateSchema = z.string(message('validation.required')).refine((value) => parseIsoDate(value) !== null, message('validation.invalid'));
const timezoneSchema = z.string(message('validation.timezoneInvalid')).refine(isValidTimeZone, message('validation.timezoneInvalid'));
const instantSchema = z.date(message('validation.invalid')).refine((value) => !Number.isNaN(value.getTime()), message('validation.invalid'));

/** The longest range freeTimes answers for: the picker's week. */
export const MAX_FREE_TIMES_DAYS = 7;

const slotRangeSchema = z.object({
  productId: idSchema,
  locationId: idSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  timezone: timezoneSchema,
  providerId: idSchema.nullish().transform((value) => value ?? undefined),
});

function withMostDays(maxDays: number) {
  return slotRangeSchema.superRefine((input, ctx) => {
    const days = calendarDaysBetween(input.from, input.to);
    if (days !== null && (days < 1 || days > maxDays)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.invalid' });
  });
}

export const availableSlotsInputSchema = withMostDays(MAX_SLOT_RANGE_DAYS);
export const freeTimesInputSchema = withMostDays(MAX_FREE_TIMES_DAYS);

export const providersInputSchema = z.object({
  productId: idSchema,
  locationId: idSchema,
  kind: z.enum(PROVIDER_KINDS, message('validation.invalid')).nullish().transform((value) => value ?? undefined),
});

export const holdSlotInputSchema = z.object({
  providerId: idSchema,
  productId: idSchema,
  locationId: idSchema,
  startTime: instantSchema,
  mode: z.enum(SESSION_MODES, message('validation.invalid')).nullish().transform((value) => value ?? undefined),
});

export const sessionIdSchema = z.object({ sessionId: idSchema });
