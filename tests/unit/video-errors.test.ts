// Spec §8 "Video call (error toasts)": each cause maps to its message key.
import { describe, expect, it } from 'vitest';
import { VIDEO_ERROR_KEYS, VideoCallError, videoErrorKey } from '../../src/domain/video/video-errors.ts';
import type { VideoErrorKey } from '../../src/domain/video/video-errors.ts';

class FakeGraphQLError extends Error {
  constructor(message: string, readonly code: string | null) {
    super(message);
  }
}

function domException(name: string, message = ''): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

const CASES: [string, unknown, VideoErrorKey][] = [
  ['GraphQL UNAUTHENTICATED', new FakeGraphQLError('Not signed in', 'UNAUTHENTICATED'), 'unauthenticated'],
  ["a message with 'unauthorized'", new Error('Request unauthorized'), 'unauthenticated'],
  ['HTTP 401', { status: 401 }, 'unauthenticated'],
  ['GraphQL FORBIDDEN', new FakeGraphQLError('Nope', 'FORBIDDEN'), 'forbidden'],
  ["a message with 'access denied'", new Error('Access denied to room'), 'forbidden'],
  ['HTTP 403', { statusCode: 403 }, 'forbidden'],
  ['HTTP 500', { status: 500 }, 'serverError'],
  ['HTTP 503', { status: 503 }, 'serverError'],
  ['GraphQL INTERNAL_SERVER_ERROR', new FakeGraphQLError('Unexpected error.', 'INTERNAL_SERVER_ERROR'), 'serverError'],
  ['NotAllowedError', domException('NotAllowedError', 'Permission denied'), 'permissionDenied'],
  ["a message 'Permission denied'", new Error('Permission denied'), 'permissionDenied'],
  ['NotFoundError (no devices)', domException('NotFoundError', 'Requested device not found'), 'noDevices'],
  ['OverconstrainedError', domException('OverconstrainedError'), 'noDevices'],
  ['NotReadableError (device busy)', domException('NotReadableError', 'Could not start video source'), 'deviceBusy'],
  ['Twilio invalid access token', { code: 20101, message: 'Invalid Access Token' }, 'tokenExpired'],
  ['Twilio access token expired', { code: 20104, message: 'Access Token expired or expiration date invalid' }, 'tokenExpired'],
  ['GraphQL VIDEO_TOKEN_INVALID (p2p room token)', new FakeGraphQLError('Invalid room token', 'VIDEO_TOKEN_INVALID'), 'tokenExpired'],
  ["a message 'token has expired'", new Error('token has expired'), 'tokenExpired'],
  ['unsupported browser (no media devices)', new VideoCallError('unsupportedBrowser'), 'unsupportedBrowser'],
  ['NotSupportedError', domException('NotSupportedError'), 'unsupportedBrowser'],
  ['no token or room name', new VideoCallError('invalidResponse'), 'invalidResponse'],
  ['the transport NetworkError', domException('NetworkError', 'offline'), 'network'],
  ['fetch TypeError', new TypeError('Failed to fetch'), 'network'],
  ['Twilio signalling connection lost', { code: 53001, message: 'Signaling connection disconnected' }, 'network'],
  ['an unknown error', new Error('Something odd'), 'default'],
  ['GraphQL NOT_FOUND', new FakeGraphQLError('Session not found', 'NOT_FOUND'), 'default'],
  ['a string', 'weird', 'default'],
  ['null', null, 'default'],
  ['undefined', undefined, 'default'],
];

describe('videoErrorKey', () => {
  it.each(CASES)('%s', (_, cause, key) => {
    expect(videoErrorKey(cause)).toBe(key);
  });

  it('a code wins over the words of the message', () => {
    expect(videoErrorKey(new FakeGraphQLError('access denied', 'UNAUTHENTICATED'))).toBe('unauthenticated');
  });

  it('every engine-raised key passes through', () => {
    for (const key of VIDEO_ERROR_KEYS) expect(videoErrorKey(new VideoCallError(key))).toBe(key);
  });
});
