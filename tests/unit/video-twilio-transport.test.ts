// The twilio adapter against a fake twilio-video: connect options (VP8 then H264, network quality for both
// sides), room events to engine events, mute, camera unpublish/publish, and every local track stopped on leave.
import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import type * as TwilioVideo from 'twilio-video';
import type { CallToken } from '../../src/domain/video/call-machine.ts';
import type { TransportEvents } from '../../src/features/video-call/engine/transports/call-transport.ts';
import { createTwilioTransport } from '../../src/features/video-call/engine/transports/twilio-transport.ts';

const TOKEN: CallToken = {
  token: 'twilio-jwt',
  roomName: 'session-s1',
  provider: 'TWILIO',
  identity: 'u-client',
  iceServers: [],
  consultationDetails: { HCPSessionId: 's1', HCPId: 'h1', fromUserId: 'u-client', toUserId: 'u-hcp', HCPName: 'Dr Lee', clientName: 'Ann' },
};

class FakeMediaStream {
  constructor(readonly tracks: unknown[]) {}
}

class FakeParticipant extends EventEmitter {
  tracks = new Map<string, { track: { kind: string; mediaStreamTrack: unknown } | null }>();
  networkQualityLevel: number | null = 3;
  constructor(readonly identity: string) {
    super();
  }
}

function fakeRoom() {
  const localTrack = (kind: string) => ({ kind, stop: vi.fn(), enable: vi.fn(), disable: vi.fn() });
  const audio = localTrack('audio');
  const video = localTrack('video');
  const localParticipant = Object.assign(new FakeParticipant('u-client'), {
    audioTracks: new Map([['a', { track: audio }]]),
    publishTrack: vi.fn(() => Promise.resolve({})),
    unpublishTrack: vi.fn(),
  });
  localParticipant.tracks = new Map([
    ['a', { track: audio as never }],
    ['v', { track: video as never }],
  ]);
  const room = Object.assign(new EventEmitter(), { localParticipant, participants: new Map<string, FakeParticipant>(), disconnect: vi.fn() });
  return { room, audio, video };
}

function fakeEvents(): { [K in keyof TransportEvents]: Mock<TransportEvents[K]> } {
  return {
    participantJoined: vi.fn<TransportEvents['participantJoined']>(),
    participantLeft: vi.fn<TransportEvents['participantLeft']>(),
    remoteStream: vi.fn<TransportEvents['remoteStream']>(),
    reconnecting: vi.fn<TransportEvents['reconnecting']>(),
    reconnected: vi.fn<TransportEvents['reconnected']>(),
    disconnected: vi.fn<TransportEvents['disconnected']>(),
    networkQuality: vi.fn<TransportEvents['networkQuality']>(),
    extraPeers: vi.fn<TransportEvents['extraPeers']>(),
    removed: vi.fn<TransportEvents['removed']>(),
  };
}

async function connected(present: FakeParticipant[] = []) {
  const fake = fakeRoom();
  for (const participant of present) fake.room.participants.set(participant.identity, participant);
  const connect = vi.fn(() => Promise.resolve(fake.room));
  const events = fakeEvents();
  const transport = await createTwilioTransport(TOKEN, events, () => Promise.resolve({ connect } as unknown as typeof TwilioVideo));
  const mic = { kind: 'audio' } as MediaStreamTrack;
  const camera = { kind: 'video' } as MediaStreamTrack;
  const participants = await transport.connect({ audio: mic, video: camera });
  return { ...fake, connect, events, transport, participants, mic, camera };
}

beforeAll(() => vi.stubGlobal('MediaStream', FakeMediaStream));
afterAll(() => vi.unstubAllGlobals());

describe('twilio transport', () => {
  it('connects to the named room with the tracks, VP8 then H264, and network quality for both sides', async () => {
    const call = await connected();
    expect(call.connect).toHaveBeenCalledWith('twilio-jwt', {
      name: 'session-s1',
      tracks: [call.mic, call.camera],
      preferredVideoCodecs: ['VP8', 'H264'],
      networkQuality: { local: 1, remote: 1 },
    });
    expect(call.participants).toEqual([]);
    expect(call.events.networkQuality).toHaveBeenCalledWith('local', 3);
  });

  it('reports who is already in the room, with their media', async () => {
    const doctor = new FakeParticipant('u-hcp');
    doctor.tracks.set('v', { track: { kind: 'video', mediaStreamTrack: 'remote-video' } });
    const call = await connected([doctor]);
    expect(call.participants).toEqual([{ identity: 'u-hcp', name: '' }]);
    expect(call.events.remoteStream).toHaveBeenLastCalledWith(new FakeMediaStream(['remote-video']));
  });

  it('turns room events into engine events', async () => {
    const call = await connected();
    const doctor = new FakeParticipant('u-hcp');
    call.room.emit('participantConnected', doctor);
    expect(call.events.participantJoined).toHaveBeenCalledWith({ identity: 'u-hcp', name: '' });
    doctor.tracks.set('a', { track: { kind: 'audio', mediaStreamTrack: 'remote-audio' } });
    doctor.emit('trackSubscribed');
    expect(call.events.remoteStream).toHaveBeenLastCalledWith(new FakeMediaStream(['remote-audio']));
    doctor.emit('networkQualityLevelChanged', 1);
    expect(call.events.networkQuality).toHaveBeenCalledWith('remote', 1);
    call.room.localParticipant.emit('networkQualityLevelChanged', 0);
    expect(call.events.networkQuality).toHaveBeenCalledWith('local', 0);
    call.room.emit('reconnecting');
    call.room.emit('reconnected');
    expect(call.events.reconnecting).toHaveBeenCalledTimes(1);
    expect(call.events.reconnected).toHaveBeenCalledTimes(1);
    call.room.emit('participantDisconnected', doctor);
    expect(call.events.participantLeft).toHaveBeenCalledWith('u-hcp');
    expect(call.events.remoteStream).toHaveBeenLastCalledWith(null);
    const lost = { code: 53001 };
    call.room.emit('disconnected', call.room, lost);
    expect(call.events.disconnected).toHaveBeenCalledWith(lost);
  });

  it('mutes through the published audio track', async () => {
    const call = await connected();
    call.transport.setMicEnabled(false);
    expect(call.audio.disable).toHaveBeenCalled();
    call.transport.setMicEnabled(true);
    expect(call.audio.enable).toHaveBeenCalled();
  });

  it('camera off unpublishes the track; on publishes the new one', async () => {
    const call = await connected();
    await call.transport.replaceVideoTrack(call.camera, null);
    expect(call.room.localParticipant.unpublishTrack).toHaveBeenCalledWith(call.camera);
    const next = { kind: 'video' } as MediaStreamTrack;
    await call.transport.replaceVideoTrack(null, next);
    expect(call.room.localParticipant.publishTrack).toHaveBeenCalledWith(next);
  });

  it('leaving stops every local track and disconnects, without reporting its own disconnect', async () => {
    const call = await connected();
    await call.transport.disconnect();
    expect(call.audio.stop).toHaveBeenCalled();
    expect(call.video.stop).toHaveBeenCalled();
    expect(call.room.disconnect).toHaveBeenCalledTimes(1);
    call.room.emit('disconnected', call.room, null);
    expect(call.events.disconnected).not.toHaveBeenCalled();
    await call.transport.disconnect();
    expect(call.room.disconnect).toHaveBeenCalledTimes(1);
  });
});
