// The cameras, microphones and speakers the browser reports, refreshed when one is plugged in or out. Labels
// are only given once the page may use the camera and microphone, so the list is read again after that.
import { useEffect, useState } from 'react';

export type DeviceLists = { cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[]; speakers: MediaDeviceInfo[] };

const EMPTY: DeviceLists = { cameras: [], microphones: [], speakers: [] };

async function listDevices(): Promise<DeviceLists> {
  if (!navigator.mediaDevices?.enumerateDevices) return EMPTY;
  const devices = await navigator.mediaDevices.enumerateDevices();
  const withId = (kind: MediaDeviceKind) => devices.filter((device) => device.kind === kind && device.deviceId !== '');
  return { cameras: withId('videoinput'), microphones: withId('audioinput'), speakers: withId('audiooutput') };
}

/** `permissionVersion` changes once the stream is granted, to read the devices' labels. */
export function useMediaDevices(permissionVersion: number): DeviceLists {
  const [lists, setLists] = useState<DeviceLists>(EMPTY);
  useEffect(() => {
    let live = true;
    const refresh = () => {
      listDevices().then(
        (next) => live && setLists(next),
        () => live && setLists(EMPTY),
      );
    };
    refresh();
    navigator.mediaDevices?.addEventListener('devicechange', refresh);
    return () => {
      live = false;
      navigator.mediaDevices?.removeEventListener('devicechange', refresh);
    };
  }, [permissionVersion]);
  return lists;
}
