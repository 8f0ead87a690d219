// An item's journey as the cart shows it: the workflow's steps with what the client has done of them. The cart
// can complete only the pre-assessment; every later step happens after checkout.
import type { CartItem, CartProduct } from '../../domain/cart/cart-types.ts';
import { journeySteps, type JourneyType } from '../../domain/workflow/journey.ts';

export type StepStatus = 'done' | 'toDo' | 'next' | 'later';

export type ItemStep = { readonly state: string; readonly step: JourneyType; readonly status: StepStatus };

export function itemSteps(item: CartItem<CartProduct>): ItemStep[] {
  const steps = item.activeWorkflow ? journeySteps(item.activeWorkflow) : [];
  const preAssessmentDone = item.formResponseIds.length > 0;
  let pendingSeen = false;
  return steps.map(({ state, step }) => {
    if (step === 'PreAssessment') {
      if (preAssessmentDone) return { state, step, status: 'done' };
      pendingSeen = true;
      return { state, step, status: 'toDo' };
    }
    const status: StepStatus = pendingSeen ? 'later' : 'next';
    pendingSeen = true;
    return { state, step, status };
  });
}

/** Whether the item still needs its pre-assessment answered (and passed) before checkout. */
export function needsPreAssessment(item: CartItem<CartProduct>): boolean {
  return itemSteps(item).some((step) => step.step === 'PreAssessment' && step.status === 'toDo');
}
