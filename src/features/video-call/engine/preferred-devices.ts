// The camera, microphone and speaker chosen in the pre-call check, kept for this tab so the call opens the
// same devices (local-media.ts opens them, VideoView plays the other side on the speaker; a device that is gone
// falls back to the default).
export type PreferredDevices = { cameraId: string | null; microphoneId: string | null; speakerId: string | null };

const KEY = 'callDevices';
const NONE: PreferredDevices = { cameraId: null, microphoneId: null, speakerId: null };

export function readPreferredDevices(): PreferredDevices {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return NONE;
    const parsed = JSON.parse(raw) as Partial<Record<keyof PreferredDevices, unknown>>;
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
    return { cameraId: text(parsed.cameraId), microphoneId: text(parsed.microphoneId), speakerId: text(parsed.speakerId) };
  } catch {
    return NONE;
  }
}

export function storePreferredDevices(devices: PreferredDevices): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(devices));
  } catch {
    // Storage full or blocked: the call opens the default devices instead.
  }
}
