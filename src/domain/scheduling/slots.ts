import { parseIsoDate } from '../calendar-date.ts';
import { clockMinutes, isoDatesBetween, weekdayOf, zonedDate, zonedDateTimeToUtc } from './local-time.ts';
import { groupSlotsByPartOfDay, PARTS_OF_DAY, type LocalSlot, type PartOfDay, type SlotStart } from './part-of-day.ts';
import { dayNumber } from './zoned-time.ts';
import type { WorkingHours } from './working-hours.ts';

const MINUTE_MS = 60_000;

/** What slot generation needs of a provider: weekly hours on its own wall clock, consult length and buffer. */
export type ProviderSchedule = {
  readonly timezone: string;
  readonly durationMinutes: number;
  readonly bufferMinutes: number;
  readonly workingHours: readonly WorkingHours[];
};

/** A half-open range of instants [start, end). */
export type TimeRange = { readonly start: Date; readonly end: Date };

/** A consult's time: `end` is start + duration; the buffer after it is not part of the slot. */
export type Slot = { readonly start: Date; readonly end: Date };

export function overlaps(a: TimeRange, b: TimeRange): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/** The time a booking of `slot` keeps the provider busy: the consult and the buffer after it. */
export function occupancyOf(slot: Slot, bufferMinutes: number): TimeRange {
  return { start: slot.start, end: new Date(slot.end.getTime() + bufferMinutes * MINUTE_MS) };
}

/**
 * The stretches of working hours, as instants, on every calendar date (provider's clock) from `range.start`'s
 * to `range.end`'s, in time order. Each is read on the provider's wall clock for its date, so a daylight-saving
 * day has its own offsets.
 */
export function workingStretches(schedule: ProviderSchedule, range: TimeRange): TimeRange[] {
  const stretches: TimeRange[] = [];
  const firstDate = zonedDate(range.start, schedule.timezone);
  const lastDate = zonedDate(range.end, schedule.timezone);
  for (const iso of isoDatesBetween(firstDate, lastDate)) {
    const date = parseIsoDate(iso);
    if (!date) continue;
    const weekday = weekdayOf(date);
    for (const hours of schedule.workingHours) {
      const startMinutes = clockMinutes(hours.start);
      const endMinutes = clockMinutes(hours.end);
      if (hours.weekday !== weekday || startMinutes === null || endMinutes === null) continue;
      stretches.push({ start: zonedDateTimeToUtc(date, startMinutes, schedule.timezone), end: zonedDateTimeToUtc(date, endMinutes, schedule.timezone) });
    }
  }
  return stretches.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * Every slot the working hours offer with a start in `range`, in time order: each stretch is cut into slots
 * stepping by duration + buffer from the stretch's start, and a slot must end within the stretch. Steps are real
 * elapsed minutes, so a stretch spanning a clock change yields its real length.
 */
export function workingSlots(schedule: ProviderSchedule, range: TimeRange): Slot[] {
  const durationMs = schedule.durationMinutes * MINUTE_MS;
  const stepMs = (schedule.durationMinutes + schedule.bufferMinutes) * MINUTE_MS;
  if (durationMs <= 0 || range.end.getTime() <= range.start.getTime()) return [];
  const slots: Slot[] = [];
  for (const stretch of workingStretches(schedule, range)) {
    for (let at = stretch.start.getTime(); at + durationMs <= stretch.end.getTime(); at += stepMs) {
      if (at >= range.start.getTime() && at < range.end.getTime()) slots.push({ start: new Date(at), end: new Date(at + durationMs) });
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether one stretch of the working hours holds all of `range` (a provider on duty for a whole session). */
export function withinWorkingHours(schedule: ProviderSchedule, range: TimeRange): boolean {
  return workingStretches(schedule, range).some((stretch) => stretch.start.getTime() <= range.start.getTime() && range.end.getTime() <= stretch.end.getTime());
}

export type FreeSlotsInput = {
  readonly schedule: ProviderSchedule;
  readonly range: TimeRange;
  readonly now: Date;
  /** The provider's time off: no slot may touch it. */
  readonly timeOff: readonly TimeRange[];
  /** What sessions that occupy time already keep busy (their consult and buffer). */
  readonly occupied: readonly TimeRange[];
};

/**
 * The slots a client can still book: the working slots minus those starting at or before `now`, those
 * overlapping time off, and those whose consult plus buffer overlaps an occupied range (the same test the
 * database's exclusion constraint makes, so a slot shown free can be held unless someone is faster).
 */
export function freeSlots({ schedule, range, now, timeOff, occupied }: FreeSlotsInput): Slot[] {
  return workingSlots(schedule, range).filter(
    (slot) =>
      slot.start.getTime() > now.getTime() &&
      !timeOff.some((off) => overlaps(slot, off)) &&
      !occupied.some((busy) => overlaps(occupancyOf(slot, schedule.bufferMinutes), busy)),
  );
}

/** The working slot starting exactly at `start`, if the provider offers one that is in the future and not time off. */
export function offeredSlotAt(schedule: ProviderSchedule, start: Date, timeOff: readonly TimeRange[], now: Date): Slot | null {
  const [slot] = workingSlots(schedule, { start, end: new Date(start.getTime() + 1) });
  if (!slot || slot.start.getTime() !== start.getTime()) return null;
  if (slot.start.getTime() <= now.getTime() || timeOff.some((off) => overlaps(slot, off))) return null;
  return slot;
}

/** One calendar day of the time-slot picker: its slots by part of day on the client's wall clock. */
export type SlotDay<T extends SlotStart> = { readonly date: string } & Record<PartOfDay, LocalSlot<T>[]>;

/**
 * Slots laid out for the picker: one entry per calendar date from `from` to `to` (client's zone, 'YYYY-MM-DD',
 * both included, days without slots too), each with morning, afternoon and evening groups in time order.
 */
export function slotDays<T extends SlotStart>(slots: readonly T[], timeZone: string, from: string, to: string): SlotDay<T>[] {
  const first = parseIsoDate(from);
  const last = parseIsoDate(to);
  if (!first || !last) return [];
  const days = new Map<string, SlotDay<T>>(isoDatesBetween(first, last).map((date) => [date, { date, morning: [], afternoon: [], evening: [] }]));
  // Providers share start times: read each distinct instant on the client's clock once, then place every slot
  // starting then, in the order given (for several providers at one time, the caller's provider order).
  const byInstant = new Map<number, T[]>();
  for (const slot of slots) {
    const at = new Date(slot.startsAt).getTime();
    const same = byInstant.get(at);
    if (same) same.push(slot);
    else byInstant.set(at, [slot]);
  }
  const groups = groupSlotsByPartOfDay([...byInstant.keys()].map((at) => ({ startsAt: new Date(at) })), timeZone);
  for (const part of PARTS_OF_DAY) {
    for (const local of groups[part]) {
      const day = days.get(local.date);
      for (const slot of byInstant.get(new Date(local.slot.startsAt).getTime()) ?? []) day?.[part].push({ slot, date: local.date, time: local.time });
    }
  }
  return [...days.values()];
}

/** How many calendar days `from` to `to` spans, both included ('YYYY-MM-DD'); 0 or less when `to` is before `from`, null when malformed. */
export function calendarDaysBetween(from: string, to: string): number | null {
  const first = parseIsoDate(from);
  const last = parseIsoDate(to);
  if (!first || !last) return null;
  return dayNumber(last) - dayNumber(first) + 1;
}
