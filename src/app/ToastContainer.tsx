import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

/** Mantine's toast container, one toast at a time (spec §7). Loaded lazily by the providers. */
export default function ToastContainer() {
  return <Notifications limit={1} position="top-center" zIndex={1200} />;
}
