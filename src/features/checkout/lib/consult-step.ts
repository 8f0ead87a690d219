// Which cart items book a time in checkout, and what kind: a consultation with a provider when the workflow
// journey has a consult booking step, a lab collection with a lab collector when it has a lab step (spec §2
// "consultation scheduling", "lab collector selection"). The first such step in journey order decides.
import type { CartItem, CartProduct } from '../../../domain/cart/cart-types.ts';
import { journeySteps, type JourneyType } from '../../../domain/workflow/journey.ts';

export type SlotStepKind = 'consult' | 'lab';

const SLOT_STEP_KIND: Partial<Record<JourneyType, SlotStepKind>> = {
  BookConsult: 'consult',
  SpConsult: 'consult',
  Consult: 'consult',
  SPLab: 'lab',
  AccessLab: 'lab',
};

/** The kind of time the item books in checkout, or null when it books none. */
export function slotStepOf(item: CartItem<CartProduct>): SlotStepKind | null {
  if (!item.activeWorkflow) return null;
  for (const { step } of journeySteps(item.activeWorkflow)) {
    const kind = SLOT_STEP_KIND[step];
    if (kind) return kind;
  }
  return null;
}
