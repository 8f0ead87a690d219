// The bookings screens' import path for the app-wide hook (one implementation, shared with checkout).
export { useClientTimeZone } from '../../../app/client-time-zone.ts';
