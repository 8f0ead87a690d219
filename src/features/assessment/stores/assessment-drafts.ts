// Pre-assessment answers kept in IndexedDB while the person answers, so leaving the page, reloading or losing the
// connection mid-form loses nothing (issue 3). One draft per product; its clientDraftId makes sending idempotent.
import { del, get, set } from 'idb-keyval';

export type AssessmentResult = {
  readonly responseId: string;
  readonly passed: boolean;
  readonly percentage: number;
};

export type AssessmentDraft = {
  readonly clientDraftId: string;
  readonly productId: string;
  readonly categoryId: string;
  readonly formId: string;
  readonly answers: Readonly<Record<string, unknown>>;
  /**
   * editing: being answered; queued: submitted and waiting to be sent (offline, or for the login it needs);
   * done: the server stored and scored it (result set).
   */
  readonly status: 'editing' | 'queued' | 'done';
  readonly result: AssessmentResult | null;
  readonly updatedAt: number;
};

const keyOf = (productId: string) => `carebook-assessment:${productId}`;

function isDraft(value: unknown): value is AssessmentDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<AssessmentDraft>;
  return typeof draft.clientDraftId === 'string' && typeof draft.productId === 'string' && typeof draft.answers === 'object' && draft.answers !== null;
}

export function newDraft(input: { productId: string; categoryId: string; formId: string }): AssessmentDraft {
  return { ...input, clientDraftId: crypto.randomUUID(), answers: {}, status: 'editing', result: null, updatedAt: Date.now() };
}

/** The stored draft for the product when it was made for the same form, else null. */
export async function loadDraft(productId: string, formId: string): Promise<AssessmentDraft | null> {
  try {
    const stored: unknown = await get(keyOf(productId));
    return isDraft(stored) && stored.formId === formId ? stored : null;
  } catch {
    return null;
  }
}

export async function saveDraft(draft: AssessmentDraft): Promise<void> {
  try {
    await set(keyOf(draft.productId), draft);
  } catch {
    // Storage unavailable: the answers live in the page until it is closed.
  }
}

export async function deleteDraft(productId: string): Promise<void> {
  try {
    await del(keyOf(productId));
  } catch {
    // Nothing stored, nothing to remove.
  }
}
