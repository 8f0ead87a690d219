import { offeredSlotAt, type Slot } from '../../../src/domain/scheduling/slots.ts';
import type { Database } from '../../db/client.ts';
import { busyTimes } from './busy.ts';
import { schedulingError } from './errors.ts';
import type { ServingProvider } from './providers.ts';

const DAY_MS = 86_400_000;

/**
 * The slot starting at `start` if the provider offers it: on its working-hours grid, in the future and clear of
 * time off; SLOT_UNAVAILABLE otherwise. Other sessions are left to the exclusion constraint, which is the
 * guarantee under concurrency.
 */
export async function offeredSlot(db: Database, provider: ServingProvider, start: Date, now: Date): Promise<Slot> {
  const around = { start: new Date(start.getTime() - DAY_MS), end: new Date(start.getTime() + DAY_MS) };
  const busy = await busyTimes(db, [provider.profile.id], around, now);
  const slot = offeredSlotAt(provider.schedule, start, busy.get(provider.profile.id)?.timeOff ?? [], now);
  if (!slot) throw schedulingError('SLOT_UNAVAILABLE');
  return slot;
}
