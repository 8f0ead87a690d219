// Sending a submitted questionnaire: the server stores and scores it (its score is the one that counts) and the
// cart item's pre-assessment step is marked done on a pass. Offline, the answers stay queued in IndexedDB.
import { messageForErrorCode } from '../../../app/error-messages.ts';
import { showErrorToast } from '../../../app/feedback.ts';
import { GraphQLRequestError, NetworkError } from '../../../app/graphql-client.ts';
import { cartActions } from '../../../app/cart/app-cart-actions.ts';
import { cart } from '../../../app/cart/cart-store.ts';
import { queueAssessmentAnswers, storeAssessmentAnswers } from '../api/store-user-responses.ts';
import { saveDraft, type AssessmentDraft } from '../stores/assessment-drafts.ts';

export type SendOutcome = { readonly kind: 'sent'; readonly draft: AssessmentDraft } | { readonly kind: 'offline'; readonly draft: AssessmentDraft } | { readonly kind: 'failed'; readonly draft: AssessmentDraft };

/**
 * A passed questionnaire completes the cart item's pre-assessment step (the only step the cart can complete). Also
 * used when a still-valid pass is shown again for an item that was removed from the cart and added back.
 */
export function recordPass(productId: string, responseId: string): void {
  const item = cart.items.find((entry) => entry.product.id === productId);
  if (!item || item.formResponseIds.includes(responseId)) return;
  cartActions.update(productId, { formResponseIds: [...item.formResponseIds.filter((id) => id !== responseId), responseId] });
  cartActions.complete(productId);
}

/** Retaking the questionnaire withdraws the earlier answers from the cart item: only the new ones may count. */
export function forgetPass(productId: string): void {
  if (!cart.items.some((entry) => entry.product.id === productId)) return;
  cartActions.update(productId, { formResponseIds: [], completed: false });
}

export async function sendAnswers(draft: AssessmentDraft): Promise<SendOutcome> {
  const queued: AssessmentDraft = { ...draft, status: 'queued', updatedAt: Date.now() };
  const input = { clientDraftId: draft.clientDraftId, formId: draft.formId, productId: draft.productId, categoryId: draft.categoryId, answers: draft.answers };
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    await saveDraft(queued);
    // The app's outbox sends them once online, even if the questionnaire is never opened again.
    await queueAssessmentAnswers(input);
    return { kind: 'offline', draft: queued };
  }
  try {
    const stored = await storeAssessmentAnswers(input);
    const done: AssessmentDraft = {
      ...draft,
      status: 'done',
      result: { responseId: stored.id, formVersionId: stored.formVersionId, passed: stored.score.passed, percentage: stored.score.percentage },
      updatedAt: Date.now(),
    };
    await saveDraft(done);
    if (stored.score.passed) recordPass(draft.productId, stored.id);
    return { kind: 'sent', draft: done };
  } catch (error) {
    if (error instanceof NetworkError) {
      await saveDraft(queued);
      return { kind: 'offline', draft: queued };
    }
    // The server refused the answers (a changed form, a session problem): they stay editable.
    const editing: AssessmentDraft = { ...draft, status: 'editing' };
    await saveDraft(editing);
    if (error instanceof GraphQLRequestError && error.code !== 'UNAUTHENTICATED' && error.code !== 'SESSION_SUPERSEDED') {
      showErrorToast(messageForErrorCode(error.code));
    }
    return { kind: 'failed', draft: editing };
  }
}
