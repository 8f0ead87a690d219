import { isoDateInZone } from '../../../domain/scheduling/zoned-time.ts';

/** How far ahead the picker offers times. */
export const SLOT_DAYS = 14;

/** The picker's first and last day ('YYYY-MM-DD' on the client's calendar): today and 13 days on. */
export function slotRange(now: Date, timeZone: string): { from: string; to: string } {
  const from = isoDateInZone(now, timeZone);
  const [year = 1970, month = 1, day = 1] = from.split('-').map(Number);
  const last = new Date(Date.UTC(year, month - 1, day + SLOT_DAYS - 1));
  return { from, to: last.toISOString().slice(0, 10) };
}
