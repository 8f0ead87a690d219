// The browser's camera and microphone for a call (spec §7 "Video request"; spec §4 flip only with two
// distinct cameras) and the end tone of the rejoin screen.
import { AUDIO_TRACK_CONSTRAINTS, VIDEO_TRACK_CONSTRAINTS } from '../../../domain/video/video-constants.ts';
import type { MediaPort } from './call-engine.ts';
import { readPreferredDevices } from './preferred-devices.ts';

function isSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function' && typeof RTCPeerConnection === 'function';
}

async function open(videoOnly: boolean, cameraId: string | null, microphoneId: string | null) {
  const video: MediaTrackConstraints = cameraId ? { ...VIDEO_TRACK_CONSTRAINTS, deviceId: { exact: cameraId } } : { ...VIDEO_TRACK_CONSTRAINTS };
  const audio: MediaTrackConstraints = microphoneId ? { ...AUDIO_TRACK_CONSTRAINTS, deviceId: { exact: microphoneId } } : { ...AUDIO_TRACK_CONSTRAINTS };
  const stream = await navigator.mediaDevices.getUserMedia({ video, audio: videoOnly ? false : audio });
  return { audio: stream.getAudioTracks()[0] ?? null, video: stream.getVideoTracks()[0] ?? null };
}

/** A chosen device that was unplugged (or whose id changed) refuses an exact constraint. */
function isDeviceGone(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
  return name === 'OverconstrainedError' || name === 'NotFoundError';
}

/**
 * The given camera (a flip), else the camera and microphone chosen in the pre-call check, else the defaults:
 * a chosen device that is gone falls back to the defaults rather than failing the call.
 */
async function openTracks({ videoOnly, cameraId }: { videoOnly: boolean; cameraId: string | null }) {
  const preferred = readPreferredDevices();
  const camera = cameraId ?? preferred.cameraId;
  try {
    return await open(videoOnly, camera, preferred.microphoneId);
  } catch (error) {
    if ((camera === null && preferred.microphoneId === null) || !isDeviceGone(error)) throw error;
    return open(videoOnly, null, null);
  }
}

/** Cameras with distinct ids; labels and ids are only real once permission was given, so ask after opening. */
async function listCameras(): Promise<string[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  const ids = devices.filter((device) => device.kind === 'videoinput' && device.deviceId !== '').map((device) => device.deviceId);
  return [...new Set(ids)];
}

/** Two short falling beeps: the call is ending (spec §4, rejoin screen). */
function playEndTone(): void {
  if (typeof AudioContext !== 'function') return;
  const context = new AudioContext();
  const start = context.currentTime;
  [0, 0.35].forEach((offset, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = index === 0 ? 620 : 460;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.03);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.3);
  });
  setTimeout(() => void context.close().catch(() => undefined), 1_000);
}

export const browserMedia: MediaPort = {
  isSupported,
  openTracks,
  listCameras,
  combine: (tracks) => new MediaStream(tracks),
  playEndTone,
};
