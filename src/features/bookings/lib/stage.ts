import { bookingStageMessage } from '../../../domain/orders/booking-heading.ts';
import { isOrderItemStatus } from '../../../domain/orders/order-item-status.ts';
import type { StageMessage } from '../../../domain/orders/stage-messages.ts';
import { canTransition } from '../../../domain/orders/status-transitions.ts';

/** What the screens read of a consult (the server's consultationDetail). */
export type ConsultFlags = {
  readonly HCPSessionId: string;
  readonly scheduleDateTimeUTC: string;
  readonly sessionStatus: string;
  readonly canJoin: boolean;
  readonly canReschedule: boolean;
  readonly canCancel: boolean;
};

export type StagedItem = {
  readonly status?: string | null;
  readonly productType: string;
  readonly consultationDetail?: ConsultFlags | null;
  /** The provider's decision, where the screen read it: a declined treatment has a stage of its own. */
  readonly treatmentDecision?: { readonly status: string } | null;
  /** Set on a renewal: the program item it supplies a month of. */
  readonly programItemId?: string | null;
};

/** The provider declined the item's treatment (its status has moved on to Completed). */
export function isTreatmentDeclined(item: StagedItem): boolean {
  return item.treatmentDecision?.status === 'DECLINED';
}

/** The live consult (booked or under way), if the item has one; a cancelled or lapsed one is history. */
export function liveConsult(item: StagedItem): ConsultFlags | null {
  const detail = item.consultationDetail;
  return detail && (detail.sessionStatus === 'SCHEDULED' || detail.sessionStatus === 'INPROGRESS') ? detail : null;
}

/** The item's stage message with the server's flags (never computed here), or null for an unknown status. */
export function stageOfItem(item: StagedItem): StageMessage | null {
  if (!isOrderItemStatus(item.status)) return null;
  const live = liveConsult(item);
  const session = live ? { scheduledAt: new Date(live.scheduleDateTimeUTC), canJoin: live.canJoin, canReschedule: live.canReschedule, canCancel: live.canCancel } : null;
  const decision = item.treatmentDecision?.status;
  return bookingStageMessage({
    status: item.status,
    productType: item.productType,
    session,
    treatmentDecision: decision === 'APPROVED' || decision === 'DECLINED' ? decision : null,
    isRenewal: Boolean(item.programItemId),
  });
}

/**
 * Whether the client can choose a time for an item that has no live consult: a consultation or lab test the
 * machine lets become booked (bought before its time was chosen, or after an expired or cancelled session).
 */
export function canBookTime(item: StagedItem): boolean {
  if (liveConsult(item) || !isOrderItemStatus(item.status)) return false;
  if (item.productType === 'CONSULTATION') return canTransition(item.status, 'Scheduled');
  if (item.productType === 'LAB_TEST') return canTransition(item.status, 'LabBooked');
  return false;
}
