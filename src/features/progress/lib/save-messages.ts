// What the progress forms say once something is logged: stored on this device, sent now or when back online.
import { msg } from '@lingui/core/macro';

export const savedOfflineMessage = msg`Saved on this device. It will sync when you are back online.`;

/** The device could not keep it (no storage, or signed out in another tab): the form keeps what was typed. */
export const notStoredMessage = msg`This could not be saved on this device. Please try again.`;
