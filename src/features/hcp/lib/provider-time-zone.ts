import { useSession } from '../../../app/session.ts';
import { isValidTimeZone } from '../../../domain/validation/timezone.ts';

/** The zone the console shows times in: the provider's profile zone, else this device's. */
export function useProviderTimeZone(): string {
  const { user } = useSession();
  const own = user?.timezone;
  return own && isValidTimeZone(own) ? own : Intl.DateTimeFormat().resolvedOptions().timeZone;
}
