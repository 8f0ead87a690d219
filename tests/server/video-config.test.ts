import { describe, expect, test } from 'vitest';
import { createInMemoryEventBus } from '../../server/adapters/events/event-bus.ts';
import { createVideo, parseIceServers } from '../../server/adapters/video/create-video.ts';
import { testConfig } from './helpers/test-deps.ts';

const secret = new TextEncoder().encode('test-jwt-secret-that-is-long-enough-for-hs256');
const now = () => new Date('2026-03-09T12:00:00Z');

describe('video configuration', () => {
  test('VIDEO_ICE_SERVERS: none by default, a JSON array of STUN/TURN servers otherwise', () => {
    expect(parseIceServers(undefined)).toEqual([]);
    expect(parseIceServers(' ')).toEqual([]);
    expect(parseIceServers('[{"urls":"stun:stun.example.org:3478"},{"urls":["turn:turn.example.org"],"username":"u","credential":"c"}]')).toEqual([
      { urls: ['stun:stun.example.org:3478'] },
      { urls: ['turn:turn.example.org'], username: 'u', credential: 'c' },
    ]);
    expect(() => parseIceServers('stun:stun.example.org')).toThrow(/VIDEO_ICE_SERVERS/);
    expect(() => parseIceServers('[{"url":"stun:x"}]')).toThrow(/VIDEO_ICE_SERVERS/);
  });

  test('p2p by default; Twilio when its three credentials are set', async () => {
    const p2p = createVideo({ config: testConfig(), jwtSecret: secret, now, events: createInMemoryEventBus(), env: {} });
    expect(p2p.adapter.provider).toBe('P2P');
    const twilio = createVideo({ config: testConfig({ twilio: { accountSid: 'AC0', apiKey: 'SK0', apiSecret: 'secret' } }), jwtSecret: secret, now, events: createInMemoryEventBus(), env: {} });
    expect(twilio.adapter.provider).toBe('TWILIO');
    // The room tokens of p2p signalling are not the access tokens' key: a room token signed with another secret fails.
    const other = createVideo({ config: testConfig(), jwtSecret: new TextEncoder().encode('another-secret-another-secret-another'), now, events: createInMemoryEventBus(), env: {} });
    const token = await p2p.roomTokens.sign({ roomName: 'session-x', identity: 'u1', name: 'U' }, now());
    expect(await p2p.roomTokens.verify(token, 'session-x', now())).toEqual({ roomName: 'session-x', identity: 'u1', name: 'U' });
    expect(await other.roomTokens.verify(token, 'session-x', now())).toBeNull();
    await Promise.all([p2p.signals.close(), twilio.signals.close(), other.signals.close()]);
  });
});
