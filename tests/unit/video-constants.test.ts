// Spec §7 "Video request", §9 constants, §3 stored keys, network-quality banners and the room name.
import { describe, expect, it } from 'vitest';
import {
  CALL_STORAGE_KEYS,
  CALL_TIMER_TICK_MS,
  FALLBACK_PROVIDER_WAIT_MS,
  MEDIA_CONSTRAINTS,
  networkIssueOf,
  PREFERRED_VIDEO_CODECS,
  REJOIN_COUNTDOWN_SECONDS,
} from '../../src/domain/video/video-constants.ts';
import { roomNameOf, sessionIdFromRoomName } from '../../src/domain/video/room-name.ts';

describe('video constants', () => {
  it('match spec §9', () => {
    expect(REJOIN_COUNTDOWN_SECONDS).toBe(5);
    expect(FALLBACK_PROVIDER_WAIT_MS).toBe(150_000);
    expect(CALL_TIMER_TICK_MS).toBe(1_000);
  });

  it('ask for 640x480 at 30 fps with echo cancellation, noise suppression and auto gain', () => {
    expect(MEDIA_CONSTRAINTS).toEqual({
      video: { width: { ideal: 640 }, height: { ideal: 480 }, frameRate: { ideal: 30 } },
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
  });

  it('prefer VP8 then H264, and keep the room in twilioRoom and twilioToken', () => {
    expect(PREFERRED_VIDEO_CODECS).toEqual(['VP8', 'H264']);
    expect(CALL_STORAGE_KEYS).toEqual({ room: 'twilioRoom', token: 'twilioToken' });
  });

  it.each([
    [null, null],
    [0, 'poor'],
    [1, 'weak'],
    [2, null],
    [5, null],
  ] as const)('network quality %s shows %s', (level, issue) => {
    expect(networkIssueOf(level)).toBe(issue);
  });

  it('room names round-trip the session id', () => {
    expect(roomNameOf('abc')).toBe('session-abc');
    expect(sessionIdFromRoomName('session-abc')).toBe('abc');
    expect(sessionIdFromRoomName('other-abc')).toBeNull();
    expect(sessionIdFromRoomName('session-')).toBeNull();
    expect(sessionIdFromRoomName(null)).toBeNull();
  });
});
