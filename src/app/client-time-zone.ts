import { isValidTimeZone } from '../domain/validation/timezone.ts';
import { useBusinessContext } from './business-context.ts';
import { useSession } from './session.ts';

/**
 * The zone the client's times are shown and asked in (checkout's slot picker, the order confirmation, bookings):
 * the client's profile zone, else the location's, else this device's. The same order the server uses for the
 * calendar file, so the screen and the .ics agree.
 */
export function useClientTimeZone(): string {
  const { user } = useSession();
  const { location } = useBusinessContext();
  const own = user?.timezone;
  if (own && isValidTimeZone(own)) return own;
  if (location?.timezone && isValidTimeZone(location.timezone)) return location.timezone;
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
