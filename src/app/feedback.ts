// Transport feedback shown outside React's tree: error toasts (Notifications limit 1) and the session dialog.
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { proxy } from 'valtio';

/** Whether the toast container is needed yet: it (and its transition library) loads with the first toast. */
export const toastHost = proxy({ wanted: false });

/** Shows one error toast; the same message replaces itself instead of stacking. */
export function showErrorToast(message: MessageDescriptor | string): void {
  toastHost.wanted = true;
  const text = typeof message === 'string' ? message : i18n._(message);
  notifications.show({ id: `error:${text}`, color: 'red', message: text, autoClose: 6000, closeButtonProps: closeButtonLabel() });
}

/** Something went wrong but the person's action still took effect (e.g. a call that ended only locally). */
export function showWarningToast(message: MessageDescriptor): void {
  toastHost.wanted = true;
  const text = i18n._(message);
  notifications.show({ id: `warning:${text}`, color: 'yellow', message: text, autoClose: 6000, closeButtonProps: closeButtonLabel() });
}

export function showInfoToast(message: MessageDescriptor): void {
  toastHost.wanted = true;
  notifications.show({ color: 'teal', message: i18n._(message), autoClose: 4000, closeButtonProps: closeButtonLabel() });
}

// The toast's close button is an icon: it needs a name for screen readers.
const closeButtonLabel = () => ({ 'aria-label': i18n._(msg`Close notification`) });

/**
 * The blocking dialog after the session ended (expired or taken over by another device). Only its message
 * lives here; the dialog itself is a lazy chunk (SessionEndedDialog) so that it costs nothing on first load.
 */
export const sessionEndedDialog = proxy<{ message: MessageDescriptor | null }>({ message: null });

export function openSessionEndedDialog(message: MessageDescriptor): void {
  sessionEndedDialog.message = message;
}
