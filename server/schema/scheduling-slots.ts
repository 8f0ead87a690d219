import type { LocalSlot, PartOfDay } from '../../src/domain/scheduling/part-of-day.ts';
import type { SlotDay } from '../../src/domain/scheduling/slots.ts';
import { requireGrant } from '../context.ts';
import { availableSlots, type AvailableSlot } from '../services/scheduling/availability.ts';
import { builder } from './builder.ts';
import { SCHEDULING_READ_ROLES } from './scheduling-enums.ts';
import { Provider } from './scheduling-provider.ts';

const TimeSlot = builder.objectRef<LocalSlot<AvailableSlot>>('TimeSlot').implement({
  description: "A free slot of one provider; pass startTime and the provider's id to holdSlot.",
  fields: (t) => ({
    startTime: t.field({ type: 'DateTime', resolve: (s) => s.slot.startsAt }),
    endTime: t.field({ type: 'DateTime', resolve: (s) => s.slot.endsAt }),
    time: t.exposeString('time', { description: "'HH:mm' on the client's clock (24-hour)." }),
    provider: t.field({ type: Provider, resolve: (s) => s.slot.provider }),
  }),
});

const part = (name: PartOfDay) => (day: SlotDay<AvailableSlot>) => day[name];

const AvailableSlotDay = builder.objectRef<SlotDay<AvailableSlot>>('AvailableSlotDay').implement({
  description: "One calendar day of the time-slot picker in the client's time zone.",
  fields: (t) => ({
    date: t.exposeString('date', { description: "'YYYY-MM-DD' in the client's time zone." }),
    morning: t.field({ type: [TimeSlot], description: 'Starting before 12:00.', resolve: part('morning') }),
    afternoon: t.field({ type: [TimeSlot], description: 'Starting 12:00 to before 17:00.', resolve: part('afternoon') }),
    evening: t.field({ type: [TimeSlot], description: 'Starting from 17:00.', resolve: part('evening') }),
  }),
});

const AvailableSlotsInput = builder.inputType('AvailableSlotsInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    locationId: t.id({ required: true }),
    from: t.string({ required: true, description: "First day, 'YYYY-MM-DD' in the client's time zone." }),
    to: t.string({ required: true, description: "Last day (included), at most 62 days after from." }),
    timezone: t.string({ required: true, description: "The client's IANA time zone." }),
    providerId: t.id({ description: 'Only this provider; all providers serving the product there otherwise.' }),
  }),
});

builder.queryField('availableSlots', (t) =>
  t.field({
    type: [AvailableSlotDay],
    description: "Free slots per day, grouped morning, afternoon and evening on the client's clock; every day of the range is listed.",
    args: { input: t.arg({ type: AvailableSlotsInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { grant } = await requireGrant(ctx, SCHEDULING_READ_ROLES);
      return availableSlots(ctx.deps, grant.organizationId, args.input);
    },
  }),
);
