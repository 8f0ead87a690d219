// The engine's notices (joined, connection restored, §8 errors) as the app's toasts. Subscribed by the overlay
// host from the start, so a call that fails before the overlay's chunk arrives still says why.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { showErrorToast, showInfoToast, showWarningToast } from '../../../app/feedback.ts';
import type { CallNotice } from '../engine/call-notices.ts';
import { videoErrorMessages } from './video-error-messages.ts';

function joinedMessage(name: string): MessageDescriptor {
  return msg`${name} has joined the call.`;
}

function leftMessage(name: string): MessageDescriptor {
  return msg`${name} left the call. The call has ended.`;
}

export function showCallNotice(notice: CallNotice): void {
  if (notice.kind === 'joined') showInfoToast(joinedMessage(notice.name));
  else if (notice.kind === 'remoteLeft') showInfoToast(leftMessage(notice.name));
  else if (notice.kind === 'restored') showInfoToast(msg`Connection restored successfully.`);
  // Spec §8: failing to end the call on the server is a warning, because the call did end here.
  else if (notice.key === 'endFailed') showWarningToast(videoErrorMessages[notice.key]);
  else showErrorToast(videoErrorMessages[notice.key]);
}
