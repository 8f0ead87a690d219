import { useSession } from '../../../app/session.ts';
import { isValidTimeZone } from '../../../domain/validation/timezone.ts';

/** The zone the collector's days are read in: their profile's, else this device's. */
export function useCollectorTimeZone(): string {
  const { user } = useSession();
  const own = user?.timezone;
  return own && isValidTimeZone(own) ? own : Intl.DateTimeFormat().resolvedOptions().timeZone;
}
