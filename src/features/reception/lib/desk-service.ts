// What a service asks of a desk booking: a time with a provider (a consultation) or a lab collector (a lab
// test), and a pre-assessment when it has a PRE_ASSESSMENT form.
import type { SlotKind } from '../../../components/scheduling/ConsultSlotPicker.tsx';

type FormsLike = { forms: readonly { id: string; type: string | null }[] };
type ServiceLike = FormsLike & { productType: string; categories: readonly { id: string }[] };

const SLOT_OF: Readonly<Record<string, SlotKind>> = { CONSULTATION: 'consult', LAB_TEST: 'lab' };

export function slotKindOf(service: ServiceLike): SlotKind | null {
  return SLOT_OF[service.productType] ?? null;
}

/** The service's pre-assessment form, if it has one. */
export function preAssessmentFormOf(service: FormsLike): string | null {
  return service.forms.find((form) => form.type === 'PRE_ASSESSMENT')?.id ?? null;
}

export function categoryOf(service: ServiceLike): string | null {
  return service.categories[0]?.id ?? null;
}
