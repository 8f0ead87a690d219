// Links from notifications, for a signed-in person (a lazy chunk: visitors never load it): the service worker's
// "open this link" (a notification clicked while the app is open) and a `?join=` link opening the call.
import { useNotificationLinks } from '../../../app/push/notification-links.ts';
import { useJoinLink } from './join-link.ts';

export default function NotificationLinkHandler() {
  useNotificationLinks();
  useJoinLink();
  return null;
}
