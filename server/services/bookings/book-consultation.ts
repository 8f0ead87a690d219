// bookConsultation: books the client's held slot (holdSlot) for an order item that has no live session yet: a
// consult bought before its time was chosen, or one whose session expired or was cancelled ("Consultation
// Required"). The scheduling service books the hold and moves the item (to Scheduled, or LabBooked for a lab);
// this mails the confirmation with its calendar entry.
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { idSchema } from '../catalogue/inputs.ts';
import { appError, parseInput } from '../errors.ts';
import { bookHeldSlot } from '../scheduling/book-held-slot.ts';
import type { BookingItem } from './booking-rows.ts';
import { consultsOfItems } from './consults.ts';
import { lockBookingItem } from './find-booking.ts';
import type { BookingsScope } from './scope.ts';
import { mailQuietly } from './session-mail.ts';
import { notifySessionBooked } from '../notifications/emitters.ts';

const bookConsultationInputSchema = z.object({ orderItemId: idSchema, sessionId: idSchema });

export async function bookConsultation(deps: Pick<AppDeps, 'db' | 'mail' | 'config' | 'now'>, scope: BookingsScope, raw: unknown): Promise<{ item: BookingItem; sessionId: string }> {
  const input = parseInput(bookConsultationInputSchema, raw, 'input');
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const item = await lockBookingItem(tx, scope, input.orderItemId);
    const [consults = []] = await consultsOfItems(tx, [item.id], now);
    if (consults.some((c) => c.status === 'SCHEDULED' || c.status === 'INPROGRESS')) {
      throw appError('BAD_USER_INPUT', 'This booking already has a consultation; reschedule it instead.', { reason: 'CONSULT_ALREADY_BOOKED', fields: { orderItemId: 'validation.invalid' } });
    }
    const booked = await bookHeldSlot(tx, { sessionId: input.sessionId, clientId: item.clientId, orderItemId: item.id, now });
    return { item, sessionId: booked.id };
  });
  await mailQuietly(deps, outcome.sessionId, 'booked');
  await notifySessionBooked(deps, outcome.sessionId);
  return outcome;
}
