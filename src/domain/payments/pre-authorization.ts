// Spec §9: the card is pre-authorized for $490 for client bookings made in the receptionist flow.
import { money, type Money } from '../pricing/money-value.ts';

export const RECEPTIONIST_PRE_AUTHORIZATION: Money = money(49000, 'USD');
