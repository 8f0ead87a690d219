// The push opt-in's state for a component: this device's state, read on mount, and the action that turns it on.
import { useCallback, useEffect, useState } from 'react';
import { devicePushState, resyncPush, turnOnPush, type DevicePushState } from './device-push.ts';

export type DevicePush = {
  /** null while it is read. */
  state: DevicePushState | null;
  busy: boolean;
  failed: boolean;
  /** Call from the click itself: the browser asks only during a user gesture. */
  turnOn(): void;
};

export function useDevicePush({ resync = false } = {}): DevicePush {
  const [state, setState] = useState<DevicePushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void devicePushState().then((read) => {
      if (current) setState(read);
      if (read === 'subscribed' && resync) void resyncPush().catch(() => undefined);
    });
    return () => {
      current = false;
    };
  }, [resync]);
  const turnOn = useCallback(() => {
    setBusy(true);
    setFailed(false);
    turnOnPush()
      .then(setState, () => setFailed(true))
      .finally(() => setBusy(false));
  }, []);
  return { state, busy, failed, turnOn };
}
