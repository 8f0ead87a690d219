// freeTimes: the time-slot picker's week in the compact shape (src/domain/scheduling/free-times.ts): each start
// once with the providers free then, computed per provider from its merged busy intervals.
import type { z } from 'zod';
import { freeStarts, freeTimesDays, type FreeTimesDay } from '../../../src/domain/scheduling/free-times.ts';
import { zonedDayRange } from '../../../src/domain/scheduling/local-time.ts';
import { parseInput } from '../errors.ts';
import { providersFor, type SchedulingReader } from './availability.ts';
import { bookingTarget } from './booking-target.ts';
import { busyTimes } from './busy.ts';
import { freeTimesInputSchema } from './inputs.ts';
import type { ProviderView } from './providers.ts';

/** The providers serving the product there (name order) and the days; a time's `providers` index this list. */
export type FreeTimesAnswer = { providers: ProviderView[]; days: FreeTimesDay[] };

/**
 * freeTimes: what availableSlots answers, for at most a week (what the picker shows at once), with each start
 * time listed once. Same rules: working hours on the provider's clock, minus time off, minus occupied time
 * (consult plus buffer), minus the past.
 */
export async function freeTimes(deps: SchedulingReader, organizationId: string, raw: unknown): Promise<FreeTimesAnswer> {
  const input: z.output<typeof freeTimesInputSchema> = parseInput(freeTimesInputSchema, raw, 'input');
  await bookingTarget(deps.db, organizationId, input.productId, input.locationId);
  const providers = await providersFor(deps.db, organizationId, input);
  const range = zonedDayRange(input.from, input.to, input.timezone);
  if (!range) return { providers: [], days: [] };
  const now = deps.now();
  const busy = await busyTimes(deps.db, providers.map((p) => p.profile.id), range, now);
  const starts = providers.map((provider) => {
    const { timeOff, occupied } = busy.get(provider.profile.id) ?? { timeOff: [], occupied: [] };
    return freeStarts({ schedule: provider.schedule, range, now, timeOff, occupied });
  });
  return { providers: providers.map((p) => p.view), days: freeTimesDays(starts, input.timezone, input.from, input.to) };
}
