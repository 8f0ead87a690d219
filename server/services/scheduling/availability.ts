import type { z } from 'zod';
import { zonedDayRange } from '../../../src/domain/scheduling/local-time.ts';
import { freeStarts } from '../../../src/domain/scheduling/free-times.ts';
import { slotDays, type SlotDay } from '../../../src/domain/scheduling/slots.ts';
import type { Database } from '../../db/client.ts';
import { appError, parseInput } from '../errors.ts';
import { bookingTarget } from './booking-target.ts';
import { busyTimes } from './busy.ts';
import { schedulingError } from './errors.ts';
import { availableSlotsInputSchema, providersInputSchema } from './inputs.ts';
import { providerInOrganization, servingProviders, type ProviderView, type ServingProvider } from './providers.ts';

/** A free slot of one provider; `startsAt` is what the part-of-day grouping reads. */
export type AvailableSlot = { startsAt: Date; endsAt: Date; provider: ProviderView };

export type SchedulingReader = { db: Database; now: () => Date };

/**
 * The providers of the caller's organization that serve a product at a location (provider selection, lab
 * collector selection with kind LAB_COLLECTOR).
 */
export async function listProviders(deps: SchedulingReader, organizationId: string, raw: unknown): Promise<ProviderView[]> {
  const input = parseInput(providersInputSchema, raw, 'input');
  await bookingTarget(deps.db, organizationId, input.productId, input.locationId);
  const providers = await servingProviders(deps.db, { organizationId, ...input });
  return providers.map((p) => p.view);
}

/** The providers a request is about: one named provider (which must serve the product there), or all that do. */
export async function providersFor(
  db: Database,
  organizationId: string,
  input: { productId: string; locationId: string; providerId?: string | undefined },
): Promise<ServingProvider[]> {
  const providers = await servingProviders(db, { organizationId, productId: input.productId, locationId: input.locationId, providerId: input.providerId });
  if (input.providerId && providers.length === 0) {
    // Another organization's provider is simply not found; one of ours that does not serve this is refused.
    if (!(await providerInOrganization(db, organizationId, input.providerId))) throw appError('NOT_FOUND');
    throw schedulingError('PROVIDER_NOT_AVAILABLE');
  }
  return providers;
}

/**
 * availableSlots: free slots of the providers serving a product at a location, for calendar days `from` to `to`
 * in the client's time zone, one entry per day with morning, afternoon and evening groups on the client's clock.
 * Slots step by duration + buffer from each stretch of working hours (provider's clock), minus time off,
 * minus sessions that occupy time, minus the past. Several providers free at one time give one slot each.
 */
export async function availableSlots(deps: SchedulingReader, organizationId: string, raw: unknown): Promise<SlotDay<AvailableSlot>[]> {
  const input: z.output<typeof availableSlotsInputSchema> = parseInput(availableSlotsInputSchema, raw, 'input');
  await bookingTarget(deps.db, organizationId, input.productId, input.locationId);
  const providers = await providersFor(deps.db, organizationId, input);
  const range = zonedDayRange(input.from, input.to, input.timezone);
  if (!range) return [];
  const now = deps.now();
  const busy = await busyTimes(deps.db, providers.map((p) => p.profile.id), range, now);
  const slots: AvailableSlot[] = [];
  for (const provider of providers) {
    const { timeOff, occupied } = busy.get(provider.profile.id) ?? { timeOff: [], occupied: [] };
    const durationMs = provider.schedule.durationMinutes * 60_000;
    for (const at of freeStarts({ schedule: provider.schedule, range, now, timeOff, occupied })) {
      slots.push({ startsAt: new Date(at), endsAt: new Date(at + durationMs), provider: provider.view });
    }
  }
  // Same start: providers keep their name order (the grouping's sort is stable).
  return slotDays(slots, input.timezone, input.from, input.to);
}
