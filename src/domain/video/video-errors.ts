// Spec §8 "Video call (error toasts)": every failure of a call maps to one stable key; the UI shows the
// translated message of the key. The English wording of each key (spec §8 unless noted):
//   default             'Unable to connect to the video call. Please try again.'
//   unauthenticated     'You need to be logged in to join the video call. Please log in and try again.'
//   forbidden           'You don't have permission to join this video call. Please contact support if you believe this is an error.'
//   serverError         'Server error occurred. Please try again in a few moments.'
//   permissionDenied    'Camera and microphone access denied. Please allow permissions to join the video call.'
//   noDevices           (not in the spec) 'No camera or microphone was found. Please connect one and try again.'
//   deviceBusy          (not in the spec) 'Your camera or microphone is in use by another application. Please close it and try again.'
//   tokenExpired        'Your session has expired. Please refresh the page and log in again.'
//   unsupportedBrowser  'Your browser doesn't support video calls. Please use a modern browser like Chrome, Firefox, or Safari.'
//   invalidResponse     'Invalid response from server. Please try again.'
//   network             (spec §8 "Other messages") 'Please check your internet connection and try again.'
//   flipFailed          'Failed to flip camera. Please try again.'
//   cameraFailed        'Could not access camera. Please check permissions and try again.'
//   endFailed           'Failed to properly end call on server.' (a warning: the call still ends locally)

export const VIDEO_ERROR_KEYS = [
  'default',
  'unauthenticated',
  'forbidden',
  'serverError',
  'permissionDenied',
  'noDevices',
  'deviceBusy',
  'tokenExpired',
  'unsupportedBrowser',
  'invalidResponse',
  'network',
  'flipFailed',
  'cameraFailed',
  'endFailed',
] as const;

export type VideoErrorKey = (typeof VIDEO_ERROR_KEYS)[number];

/** Raised by the engine itself for the two failures that have no error object of their own. */
export class VideoCallError extends Error {
  override readonly name = 'VideoCallError';
  constructor(readonly key: VideoErrorKey) {
    super(key);
  }
}

// Media errors (getUserMedia), by DOMException name, including the older Chrome and Firefox names.
const MEDIA_ERROR_NAMES = {
  NotAllowedError: 'permissionDenied',
  PermissionDeniedError: 'permissionDenied',
  SecurityError: 'permissionDenied',
  NotFoundError: 'noDevices',
  DevicesNotFoundError: 'noDevices',
  OverconstrainedError: 'noDevices',
  NotReadableError: 'deviceBusy',
  TrackStartError: 'deviceBusy',
  NotSupportedError: 'unsupportedBrowser',
  NetworkError: 'network',
} as const satisfies Record<string, VideoErrorKey>;

// GraphQL `extensions.code`s (src/domain/error-codes.ts) with a video message of their own.
const GRAPHQL_CODES = {
  UNAUTHENTICATED: 'unauthenticated',
  SESSION_SUPERSEDED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  INTERNAL_SERVER_ERROR: 'serverError',
  // The p2p room token did not verify (expired after 2 h, or for another room).
  VIDEO_TOKEN_INVALID: 'tokenExpired',
} as const satisfies Record<string, VideoErrorKey>;

// Twilio Video error codes: 20101-20107 are invalid, expired or malformed access tokens; 53000-53002 and
// 53405 are signalling or media connection losses.
function keyOfTwilioCode(code: number): VideoErrorKey | null {
  if (code >= 20101 && code <= 20107) return 'tokenExpired';
  if ((code >= 53000 && code <= 53002) || code === 53405) return 'network';
  return null;
}

function keyOfStatus(status: number): VideoErrorKey | null {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status >= 500) return 'serverError';
  return null;
}

// Last resort: the words of the message, in the order the spec lists them.
const MESSAGE_RULES: readonly (readonly [RegExp, VideoErrorKey])[] = [
  [/permission denied/i, 'permissionDenied'],
  [/expired|invalid (access )?token/i, 'tokenExpired'],
  [/unauthori[sz]ed|\b401\b/i, 'unauthenticated'],
  [/access denied|forbidden|\b403\b/i, 'forbidden'],
  [/\b5\d\d\b|internal server error/i, 'serverError'],
  [/failed to fetch|network|load failed|offline/i, 'network'],
];

function field(cause: object, name: string): unknown {
  return (cause as Record<string, unknown>)[name];
}

/** The spec §8 message key for anything a call can fail with (GraphQL, HTTP, media, Twilio or plain errors). */
export function videoErrorKey(cause: unknown): VideoErrorKey {
  if (typeof cause === 'string') return keyOfMessage(cause);
  if (typeof cause !== 'object' || cause === null) return 'default';
  if (cause instanceof VideoCallError) return cause.key;
  const name = field(cause, 'name');
  if (typeof name === 'string' && name in MEDIA_ERROR_NAMES) return MEDIA_ERROR_NAMES[name as keyof typeof MEDIA_ERROR_NAMES];
  const code = field(cause, 'code');
  if (typeof code === 'string' && code in GRAPHQL_CODES) return GRAPHQL_CODES[code as keyof typeof GRAPHQL_CODES];
  if (typeof code === 'number') {
    const twilio = keyOfTwilioCode(code);
    if (twilio) return twilio;
  }
  for (const statusField of ['status', 'statusCode']) {
    const status = field(cause, statusField);
    if (typeof status === 'number') {
      const byStatus = keyOfStatus(status);
      if (byStatus) return byStatus;
    }
  }
  const message = field(cause, 'message');
  return typeof message === 'string' ? keyOfMessage(message) : 'default';
}

function keyOfMessage(message: string): VideoErrorKey {
  return MESSAGE_RULES.find(([pattern]) => pattern.test(message))?.[1] ?? 'default';
}
