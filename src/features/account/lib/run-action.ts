// A one-tap account action (make default, remove, delete card): refused at once when offline, its failure shown
// as one toast in the user's language (the screen has no form to put it in).
import type { MessageDescriptor } from '@lingui/core';
import { showErrorToast, showInfoToast } from '../../../app/feedback.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { isOffline, offlineActionMessage } from '../../../components/form/offline.ts';

/** Runs `action`; true when it succeeded (then `done` is shown as a toast). */
export async function runAccountAction(action: () => Promise<unknown>, done: MessageDescriptor): Promise<boolean> {
  if (isOffline()) {
    showErrorToast(offlineActionMessage);
    return false;
  }
  try {
    await action();
    showInfoToast(done);
    return true;
  } catch (error) {
    const info = readApiError(error);
    showErrorToast(info.network ? offlineActionMessage : failureMessage(info));
    return false;
  }
}
