import type { OrderItemStatus } from './order-item-status.ts';
import { canTransition } from './status-transitions.ts';

/**
 * The status changes cancelling an order item makes, or null when it cannot be cancelled. With a booked session
 * the session is cancelled first, which moves a Scheduled consult to ConsultationCancelled (a booked lab to
 * LabCancelled) where the machine allows it; the item then becomes Cancelled. Without a session it must be
 * allowed to become Cancelled directly.
 */
export function cancellationPath(status: OrderItemStatus, session: { booked: boolean; lab: boolean }): OrderItemStatus[] | null {
  const path: OrderItemStatus[] = [];
  let current = status;
  if (session.booked) {
    const afterSession: OrderItemStatus = session.lab ? 'LabCancelled' : 'ConsultationCancelled';
    if (canTransition(current, afterSession)) {
      path.push(afterSession);
      current = afterSession;
    }
  }
  if (!canTransition(current, 'Cancelled')) return null;
  path.push('Cancelled');
  return path;
}
