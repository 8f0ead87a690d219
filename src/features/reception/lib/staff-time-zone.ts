import { useSession } from '../../../app/session.ts';
import { isValidTimeZone } from '../../../domain/validation/timezone.ts';

/** Times at the desk in the receptionist's own zone (profile), else this device's. */
export function useStaffTimeZone(): string {
  const { user } = useSession();
  const own = user?.timezone;
  return own && isValidTimeZone(own) ? own : Intl.DateTimeFormat().resolvedOptions().timeZone;
}
