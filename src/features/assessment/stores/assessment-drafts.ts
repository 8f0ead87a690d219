// Pre-assessment answers kept in IndexedDB while the person answers, so leaving the page, reloading or losing the
// connection mid-form loses nothing (issue 3). One draft per product; its clientDraftId makes sending idempotent.
import { del, get, set } from 'idb-keyval';

export type AssessmentResult = {
  readonly responseId: string;
  /** The form version the server checked and scored the answers against (absent in drafts stored before it was kept). */
  readonly formVersionId?: string;
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

/**
 * A passed result that may be used again for the product (the cart item was removed and added back): only when it
 * was scored against the form's current version, so a changed questionnaire is always answered again. The server
 * checks the same at checkout (the response must be the client's, for the product, passed, and not yet booked).
 */
export function reusablePass(draft: AssessmentDraft | null, currentVersionId: string | null | undefined): AssessmentResult | null {
  const result = draft?.status === 'done' ? draft.result : null;
  return result?.passed && currentVersionId && result.formVersionId === currentVersionId ? result : null;
}

/**
 * The draft to show for the form's current version: a result scored against an older version (or stored before
 * versions were kept) is out of date, so the questionnaire starts again; anything else is kept as it is.
 */
export function draftForVersion(draft: AssessmentDraft | null, currentVersionId: string | null | undefined): AssessmentDraft | null {
  if (draft?.status !== 'done') return draft;
  return draft.result && currentVersionId && draft.result.formVersionId === currentVersionId ? draft : null;
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
