import type { MessageDescriptor } from '@lingui/core';
import { showInfoToast } from '../../../app/feedback.ts';

/**
 * Runs one console action and confirms it with a toast. A failure has already been shown by the GraphQL client
 * (its error toast), so it only answers false here and the screen stays as it was.
 */
export async function runConsoleAction(action: () => Promise<unknown>, done: MessageDescriptor, onError?: (error: unknown) => void): Promise<boolean> {
  try {
    await action();
  } catch (error) {
    onError?.(error);
    return false;
  }
  showInfoToast(done);
  return true;
}
