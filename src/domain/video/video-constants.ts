// Spec §9 and §7: the call's timings and media request, in one place for the engine, the UI and the tests.

/** The rejoin screen counts down this many seconds before the call ends. */
export const REJOIN_COUNTDOWN_SECONDS = 5;

/** After the 'assigning a fallback provider' message, this long without a provider shows the no-doctor message. */
export const FALLBACK_PROVIDER_WAIT_MS = 150_000;

/** The elapsed-time counter ticks once a second. */
export const CALL_TIMER_TICK_MS = 1_000;

// The domain is shared with the service worker, whose lib has no media types: these mirror the DOM's
// MediaTrackConstraints fields we use, and stay assignable to them.
type IdealNumber = { readonly ideal: number };
type VideoTrackRequest = { readonly width: IdealNumber; readonly height: IdealNumber; readonly frameRate: IdealNumber };
type AudioTrackRequest = {
  readonly echoCancellation: boolean;
  readonly noiseSuppression: boolean;
  readonly autoGainControl: boolean;
};

/** Spec §7 "Video request": ideal 640x480 at 30 fps with echo cancellation, noise suppression, auto gain. */
export const VIDEO_TRACK_CONSTRAINTS = {
  width: { ideal: 640 },
  height: { ideal: 480 },
  frameRate: { ideal: 30 },
} as const satisfies VideoTrackRequest;

export const AUDIO_TRACK_CONSTRAINTS = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
} as const satisfies AudioTrackRequest;

export const MEDIA_CONSTRAINTS = {
  video: VIDEO_TRACK_CONSTRAINTS,
  audio: AUDIO_TRACK_CONSTRAINTS,
} as const satisfies { readonly video: VideoTrackRequest; readonly audio: AudioTrackRequest };

/** Spec §7: the video service is asked for VP8 first (an H.264 crash on iOS 15.1), then H264. */
export const PREFERRED_VIDEO_CODECS = ['VP8', 'H264'] as const;

/** Spec §3 "Stored locally": the room of the active call, so that a reload rejoins; ending clears them. */
export const CALL_STORAGE_KEYS = { room: 'twilioRoom', token: 'twilioToken' } as const;

/** Network quality levels (0 to 5): 0 shows the poor-connection banner, 1 the weak one, 2 or more none. */
export type NetworkIssue = 'poor' | 'weak' | null;

export function networkIssueOf(level: number | null): NetworkIssue {
  if (level === null) return null;
  if (level <= 0) return 'poor';
  if (level === 1) return 'weak';
  return null;
}
