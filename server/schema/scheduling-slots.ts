import { GraphQLError } from 'graphql';
import type { LocalSlot, PartOfDay } from '../../src/domain/scheduling/part-of-day.ts';
import { packedFreeTimesDays, type FreeTime, type FreeTimesDay } from '../../src/domain/scheduling/free-times.ts';
import type { SlotDay } from '../../src/domain/scheduling/slots.ts';
import { requireGrant } from '../context.ts';
import { availableSlots, type AvailableSlot } from '../services/scheduling/availability.ts';
import { freeTimes, type FreeTimesAnswer } from '../services/scheduling/free-times.ts';
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
    to: t.string({ required: true, description: 'Last day (included), at most 61 days after from (availableSlots), 6 (freeTimes).' }),
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

const FreeTime = builder.objectRef<FreeTime>('FreeTime').implement({
  description: 'A start time of the picker and the providers free then.',
  fields: (t) => ({
    startTime: t.field({ type: 'DateTime', resolve: (time) => time.startsAt }),
    providers: t.intList({ description: "Indexes into FreeTimes.providers of every provider free at this time, in that list's order.", resolve: (time) => [...time.providers] }),
  }),
});

const FreeTimesDayRef = builder.objectRef<FreeTimesDay>('FreeTimesDay').implement({
  description: "One calendar day of the picker in the client's time zone.",
  fields: (t) => ({
    date: t.exposeString('date', { description: "'YYYY-MM-DD' in the client's time zone." }),
    morning: t.field({ type: [FreeTime], description: 'Starting before 12:00.', resolve: (day) => day.morning }),
    afternoon: t.field({ type: [FreeTime], description: 'Starting 12:00 to before 17:00.', resolve: (day) => day.afternoon }),
    evening: t.field({ type: [FreeTime], description: 'Starting from 17:00.', resolve: (day) => day.evening }),
  }),
});

// The picker's week as one leaf: the server makes it once per kept week, and GraphQL completes one value instead of
// each time and each provider index (1,760 of them for 20 providers).
const FreeTimesPackedDays = builder.scalarType('FreeTimesPackedDays', {
  description:
    "FreeTimes.days as one JSON value: [{ date, morning, afternoon, evening }], each part a list of [startTime, providers]: the start as an ISO 8601 string in UTC, and the indexes into FreeTimes.providers of every provider free then, in that list's order. Output only.",
  serialize: (days) => days,
  parseValue: () => {
    throw new GraphQLError('FreeTimesPackedDays is output only', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});

const FreeTimesRef = builder.objectRef<FreeTimesAnswer>('FreeTimes').implement({
  description: 'Free times in a compact shape: providers listed once, each start time once with the providers free then.',
  fields: (t) => ({
    providers: t.field({ type: [Provider], description: 'The providers serving the product there, by name.', resolve: (answer) => answer.providers }),
    days: t.field({ type: [FreeTimesDayRef], description: 'Every day of the range, empty ones too.', resolve: (answer) => answer.days }),
    packedDays: t.field({ type: FreeTimesPackedDays, description: 'The same days as `days`, packed (what the picker asks): every day of the range, empty ones too.', resolve: (answer) => packedFreeTimesDays(answer.days) }),
  }),
});

builder.queryField('freeTimes', (t) =>
  t.field({
    type: FreeTimesRef,
    description: "The time-slot picker's free times for up to 7 days (from..to), grouped morning, afternoon and evening on the client's clock; hold one with holdSlot.",
    args: { input: t.arg({ type: AvailableSlotsInput, required: true, description: 'As availableSlots, with to at most 6 days after from.' }) },
    resolve: async (_root, args, ctx) => {
      const { grant } = await requireGrant(ctx, SCHEDULING_READ_ROLES);
      return freeTimes(ctx.deps, grant.organizationId, args.input);
    },
  }),
);
