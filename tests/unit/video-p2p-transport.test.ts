// The p2p adapter's signalling (perfect negotiation over sendVideoSignal/videoSignals) against a fake
// RTCPeerConnection and a fake channel: who offers, answers, glare, repeated JOINs, leaving, lost links.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import type { CallToken } from '../../src/domain/video/call-machine.ts';
import type { TransportEvents } from '../../src/features/video-call/engine/transports/call-transport.ts';
import { createP2pTransport } from '../../src/features/video-call/engine/transports/p2p-transport.ts';
import type { IncomingSignal, SignalChannel, VideoSignalKind } from '../../src/features/video-call/engine/transports/p2p-transport.ts';

const TOKEN: CallToken = {
  token: 'room-token',
  roomName: 'session-s1',
  provider: 'P2P',
  identity: 'u-client',
  iceServers: [{ urls: ['stun:stun.example:3478'], username: null, credential: null }],
  consultationDetails: { HCPSessionId: 's1', HCPId: 'h1', fromUserId: 'u-client', toUserId: 'u-hcp', HCPName: 'Dr Lee', clientName: 'Ann' },
};

type FakeTrack = { kind: 'audio' | 'video'; id: string };

class FakeTransceiver {
  direction: RTCRtpTransceiverDirection;
  receiver: { track: { kind: string } };
  sender: { track: FakeTrack | null; replaceTrack: Mock<(track: FakeTrack | null) => Promise<void>>; setStreams: Mock<() => void> };
  constructor(kind: string, track: FakeTrack | null, direction: RTCRtpTransceiverDirection) {
    this.direction = direction;
    this.receiver = { track: { kind } };
    const sender = {
      track,
      replaceTrack: vi.fn((next: FakeTrack | null) => {
        sender.track = next;
        return Promise.resolve();
      }),
      setStreams: vi.fn(),
    };
    this.sender = sender;
  }
}

const description = (type: RTCSdpType, sdp: string) => ({ type, sdp, toJSON: () => ({ type, sdp }) });

class FakePeerConnection {
  static created: FakePeerConnection[] = [];
  signalingState: RTCSignalingState = 'stable';
  iceConnectionState: RTCIceConnectionState = 'new';
  localDescription: ReturnType<typeof description> | null = null;
  transceivers: FakeTransceiver[] = [];
  candidates: unknown[] = [];
  closed = false;
  restartIce = vi.fn();
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: { toJSON(): unknown } | null }) => void) | null = null;
  ontrack: ((event: { track: FakeTrack }) => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  static failNext = false;
  constructor(readonly config: RTCConfiguration) {
    if (FakePeerConnection.failNext) {
      FakePeerConnection.failNext = false;
      throw new Error('cannot create a connection');
    }
    FakePeerConnection.created.push(this);
  }
  getTransceivers() {
    return this.transceivers;
  }
  negotiationQueued = false;
  addTrack(track: FakeTrack) {
    if (this.transceivers.some((transceiver) => transceiver.sender.track === track)) throw new Error('InvalidAccessError: a sender already exists for the track');
    this.transceivers.push(new FakeTransceiver(track.kind, track, 'sendrecv'));
    // Like a browser: one negotiationneeded for changes made together.
    if (this.negotiationQueued) return;
    this.negotiationQueued = true;
    queueMicrotask(() => {
      this.negotiationQueued = false;
      this.onnegotiationneeded?.();
    });
  }
  addTransceiver(trackOrKind: string | FakeTrack, init: { direction?: RTCRtpTransceiverDirection } = {}) {
    // Like a browser: a track is sent at once, a kind only reserves the slot; the direction given is kept.
    const track = typeof trackOrKind === 'string' ? null : trackOrKind;
    this.transceivers.push(new FakeTransceiver(track?.kind ?? (trackOrKind as string), track, init.direction ?? 'sendrecv'));
    this.queueNegotiation();
  }
  queueNegotiation() {
    if (this.negotiationQueued) return;
    this.negotiationQueued = true;
    queueMicrotask(() => {
      this.negotiationQueued = false;
      this.onnegotiationneeded?.();
    });
  }
  setLocalDescription() {
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = description('answer', 'answer-sdp');
      this.signalingState = 'stable';
    } else {
      this.localDescription = description('offer', 'offer-sdp');
      this.signalingState = 'have-local-offer';
    }
    return Promise.resolve();
  }
  setRemoteDescription(remote: RTCSessionDescriptionInit) {
    if (remote.type === 'offer') {
      this.signalingState = 'have-remote-offer';
      if (this.transceivers.length === 0) this.transceivers.push(new FakeTransceiver('audio', null, 'recvonly'), new FakeTransceiver('video', null, 'recvonly'));
      return Promise.resolve();
    }
    if (this.signalingState !== 'have-local-offer') return Promise.reject(new Error('wrong state'));
    this.signalingState = 'stable';
    return Promise.resolve();
  }
  addIceCandidate(candidate: unknown) {
    this.candidates.push(candidate);
    return Promise.resolve();
  }
  close() {
    this.closed = true;
  }
  setIce(state: RTCIceConnectionState) {
    this.iceConnectionState = state;
    this.oniceconnectionstatechange?.();
  }
}

type Sent = { kind: VideoSignalKind; payload: { s: string; d?: { type: string; sdp: string }; c?: unknown }; keepalive: boolean };

function fakeChannel() {
  const sent: Sent[] = [];
  /** Who each signal was addressed to (issue 15): undefined for the whole room. */
  const addressed: { kind: VideoSignalKind; to: string | undefined }[] = [];
  const subscriptions: { onSignal: (signal: IncomingSignal) => void; ended: (error: unknown) => void; close: Mock<() => void> }[] = [];
  const channel: SignalChannel = {
    send: (kind, payload, options) => {
      sent.push({ kind, payload: JSON.parse(payload) as Sent['payload'], keepalive: options?.keepalive ?? false });
      addressed.push({ kind, to: options?.to });
      return Promise.resolve();
    },
    subscribe: (onSignal, ended) => {
      const subscription = { onSignal, ended, close: vi.fn() };
      subscriptions.push(subscription);
      return { ready: Promise.resolve(), close: subscription.close };
    },
  };
  return { channel, sent, subscriptions, addressed };
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

const MIC: FakeTrack = { kind: 'audio', id: 'mic' };
const CAMERA: FakeTrack = { kind: 'video', id: 'cam' };
const settle = () => vi.advanceTimersByTimeAsync(0);

async function joined() {
  const { channel, sent, subscriptions } = fakeChannel();
  const events = fakeEvents();
  const transport = createP2pTransport(TOKEN, events, channel, {
    newSessionId: () => 'mine',
    createPeerConnection: (config) => new FakePeerConnection(config) as unknown as RTCPeerConnection,
    combine: (tracks) => ({ getTracks: () => tracks }) as unknown as MediaStream,
  });
  const participants = await transport.connect({ audio: MIC as unknown as MediaStreamTrack, video: CAMERA as unknown as MediaStreamTrack });
  const signal = async (kind: VideoSignalKind, payload: object, from = 'u-hcp') => {
    subscriptions.at(-1)?.onSignal({ kind, payload: JSON.stringify(payload), fromIdentity: from, fromName: 'Dr Lee' });
    await settle();
  };
  const pc = () => FakePeerConnection.created.at(-1) as FakePeerConnection;
  return { transport, events, sent, subscriptions, participants, signal, pc };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakePeerConnection.created = [];
});
afterEach(() => vi.useRealTimers());

describe('p2p transport', () => {
  it('listens first, then says JOIN; nobody is known yet', async () => {
    const call = await joined();
    expect(call.subscriptions).toHaveLength(1);
    expect(call.sent).toEqual([{ kind: 'JOIN', payload: { s: 'mine' }, keepalive: false }]);
    expect(call.participants).toEqual([]);
  });

  it('repeats JOIN (1 s, 2 s, 4 s...) until someone answers', async () => {
    const call = await joined();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(call.sent.filter((signal) => signal.kind === 'JOIN')).toHaveLength(3);
    await call.signal('JOIN', { s: 'theirs' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(call.sent.filter((signal) => signal.kind === 'JOIN')).toHaveLength(3);
  });

  it('someone joining gets an offer with our tracks, over the ICE servers of the token', async () => {
    const call = await joined();
    await call.signal('JOIN', { s: 'theirs' });
    expect(call.pc().config.iceServers).toEqual([{ urls: ['stun:stun.example:3478'], username: undefined, credential: undefined }]);
    expect(call.pc().transceivers.map((transceiver) => transceiver.sender.track)).toEqual([MIC, CAMERA]);
    expect(call.sent.at(-1)).toEqual({ kind: 'OFFER', payload: { s: 'mine', d: { type: 'offer', sdp: 'offer-sdp' } }, keepalive: false });
  });

  it('a repeated JOIN from the same page gets the pending offer again (it may have missed it)', async () => {
    const call = await joined();
    await call.signal('JOIN', { s: 'theirs' });
    await call.signal('JOIN', { s: 'theirs' });
    expect(call.sent.filter((signal) => signal.kind === 'OFFER')).toHaveLength(2);
    expect(FakePeerConnection.created).toHaveLength(1);
  });

  it('an offer from a page we do not know is answered, sending our tracks on the offered transceivers', async () => {
    const call = await joined();
    await call.signal('OFFER', { s: 'theirs', d: { type: 'offer', sdp: 'their-offer' } });
    const pc = call.pc();
    expect(pc.transceivers.map((transceiver) => [transceiver.direction, transceiver.sender.track])).toEqual([
      ['sendrecv', MIC],
      ['sendrecv', CAMERA],
    ]);
    expect(call.sent.at(-1)).toEqual({ kind: 'ANSWER', payload: { s: 'mine', d: { type: 'answer', sdp: 'answer-sdp' } }, keepalive: false });
  });

  it('two offers crossing: the impolite side keeps its own and ignores the other', async () => {
    // 'u-client' < 'u-hcp': the client is the impolite side.
    const call = await joined();
    await call.signal('JOIN', { s: 'theirs' });
    expect(call.pc().signalingState).toBe('have-local-offer');
    await call.signal('OFFER', { s: 'theirs', d: { type: 'offer', sdp: 'their-offer' } });
    expect(call.sent.filter((signal) => signal.kind === 'ANSWER')).toHaveLength(0);
    await call.signal('ANSWER', { s: 'theirs', d: { type: 'answer', sdp: 'their-answer' } });
    expect(call.pc().signalingState).toBe('stable');
  });

  it('two offers crossing: the polite side rolls back its own offer and answers theirs, keeping its tracks', async () => {
    // 'u-client' > 'u-aaa': here the client is the polite side.
    const call = await joined();
    await call.signal('JOIN', { s: 'theirs' }, 'u-aaa');
    expect(call.pc().signalingState).toBe('have-local-offer');
    await call.signal('OFFER', { s: 'theirs', d: { type: 'offer', sdp: 'their-offer' } }, 'u-aaa');
    expect(call.sent.at(-1)).toEqual({ kind: 'ANSWER', payload: { s: 'mine', d: { type: 'answer', sdp: 'answer-sdp' } }, keepalive: false });
    expect(call.pc().transceivers.map((transceiver) => [transceiver.direction, transceiver.sender.track])).toEqual([
      ['sendrecv', MIC],
      ['sendrecv', CAMERA],
    ]);
  });

  it('a signal that fails does not stop the ones after it', async () => {
    const call = await joined();
    FakePeerConnection.failNext = true;
    await call.signal('JOIN', { s: 'theirs' });
    expect(FakePeerConnection.created).toHaveLength(0);
    await call.signal('JOIN', { s: 'theirs' });
    expect(FakePeerConnection.created).toHaveLength(1);
    expect(call.sent.at(-1)?.kind).toBe('OFFER');
  });

  it('ICE candidates go to the connection of the same page only', async () => {
    const call = await joined();
    await call.signal('JOIN', { s: 'theirs' });
    await call.signal('ICE', { s: 'theirs', c: { candidate: 'a' } });
    await call.signal('ICE', { s: 'stale', c: { candidate: 'b' } });
    expect(call.pc().candidates).toEqual([{ candidate: 'a' }]);
    call.pc().onicecandidate?.({ candidate: { toJSON: () => ({ candidate: 'mine' }) } });
    await settle();
    expect(call.sent.at(-1)).toEqual({ kind: 'ICE', payload: { s: 'mine', c: { candidate: 'mine' } }, keepalive: false });
  });

  it('the connection coming up is the participant joining; a drop is reconnecting, then reconnected', async () => {
    const call = await joined();
    await call.signal('JOIN', { s: 'theirs' });
    call.pc().setIce('connected');
    expect(call.events.participantJoined).toHaveBeenCalledWith({ identity: 'u-hcp', name: 'Dr Lee' });
    call.pc().setIce('disconnected');
    expect(call.events.reconnecting).toHaveBeenCalledTimes(1);
    call.pc().setIce('connected');
    expect(call.events.reconnected).toHaveBeenCalledTimes(1);
    expect(call.events.participantJoined).toHaveBeenCalledTimes(1);
  });

  it('remote tracks make the remote stream', async () => {
    const call = await joined();
    await call.signal('JOIN', { s: 'theirs' });
    call.pc().ontrack?.({ track: { kind: 'video', id: 'their-cam' } });
    const stream = call.events.remoteStream.mock.calls.at(-1)?.[0] as unknown as { getTracks(): FakeTrack[] };
    expect(stream.getTracks()).toEqual([{ kind: 'video', id: 'their-cam' }]);
  });

  it('a failed link restarts ICE, and one that does not recover in 15 s counts as the participant leaving', async () => {
    const call = await joined();
    await call.signal('JOIN', { s: 'theirs' });
    const pc = call.pc();
    pc.setIce('connected');
    pc.setIce('failed');
    expect(pc.restartIce).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(call.events.participantLeft).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(call.events.participantLeft).toHaveBeenCalledWith('u-hcp');
    expect(pc.closed).toBe(true);
    expect(call.events.remoteStream).toHaveBeenLastCalledWith(null);
  });

  it('LEAVE from the page we talk to is the participant leaving; from another page it is ignored', async () => {
    const call = await joined();
    await call.signal('JOIN', { s: 'theirs' });
    call.pc().setIce('connected');
    await call.signal('LEAVE', { s: 'stale' });
    expect(call.events.participantLeft).not.toHaveBeenCalled();
    await call.signal('LEAVE', { s: 'theirs' });
    expect(call.events.participantLeft).toHaveBeenCalledWith('u-hcp');
  });

  it('the other side reloading (a new page) replaces the connection', async () => {
    const call = await joined();
    await call.signal('JOIN', { s: 'theirs' });
    const first = call.pc();
    await call.signal('JOIN', { s: 'theirs-after-reload' });
    expect(first.closed).toBe(true);
    expect(FakePeerConnection.created).toHaveLength(2);
  });

  it('camera off and on replace the sent video track without renegotiating', async () => {
    const call = await joined();
    await call.signal('JOIN', { s: 'theirs' });
    const video = call.pc().transceivers[1];
    await call.transport.replaceVideoTrack(CAMERA as unknown as MediaStreamTrack, null);
    expect(video?.sender.track).toBeNull();
    const next: FakeTrack = { kind: 'video', id: 'cam-2' };
    await call.transport.replaceVideoTrack(null, next as unknown as MediaStreamTrack);
    expect(video?.sender.track).toBe(next);
  });

  it('leaving says LEAVE (keepalive), stops listening and closes the connection', async () => {
    const call = await joined();
    await call.signal('JOIN', { s: 'theirs' });
    await call.transport.disconnect();
    expect(call.sent.at(-1)).toEqual({ kind: 'LEAVE', payload: { s: 'mine' }, keepalive: true });
    expect(call.subscriptions[0]?.close).toHaveBeenCalled();
    expect(call.pc().closed).toBe(true);
    await call.signal('OFFER', { s: 'theirs', d: { type: 'offer', sdp: 'late' } });
    expect(FakePeerConnection.created).toHaveLength(1);
  });

  it('a stream that ends is opened again and JOIN repeated; quick failures back off, then the room is lost', async () => {
    const call = await joined();
    call.subscriptions[0]?.ended(null);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(call.subscriptions).toHaveLength(2);
    expect(call.sent.at(-1)?.kind).toBe('JOIN');
    const failure = new Error('stream closed');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      call.subscriptions.at(-1)?.ended(failure);
      await vi.advanceTimersByTimeAsync(5_000);
    }
    expect(call.subscriptions).toHaveLength(6);
    expect(call.events.disconnected).not.toHaveBeenCalled();
    call.subscriptions.at(-1)?.ended(failure);
    expect(call.events.disconnected).toHaveBeenCalledWith(failure);
  });

  it('a stream that was healthy for a while starts the back-off afresh; flowing media is never given up', async () => {
    const call = await joined();
    await call.signal('JOIN', { s: 'theirs' });
    call.pc().setIce('connected');
    for (let attempt = 0; attempt < 8; attempt += 1) {
      call.subscriptions.at(-1)?.ended(new Error('proxy timeout'));
      await vi.advanceTimersByTimeAsync(5_000);
    }
    expect(call.events.disconnected).not.toHaveBeenCalled();
    expect(call.subscriptions).toHaveLength(9);
  });
});

// Issue 15: a front desk observer in the room. A side keeps its call and adds a send-only connection to the
// observer; the observer answers each side on its own receive-only connection; signals are addressed.
describe('p2p transport with an observer', () => {
  const OBSERVER = 'observer:u-desk';
  const transportFor = (token: CallToken, tracks: { audio: MediaStreamTrack | null; video: MediaStreamTrack | null }) => {
    const { channel, sent, subscriptions, addressed } = fakeChannel();
    const events = fakeEvents();
    const transport = createP2pTransport(token, events, channel, {
      newSessionId: () => 'mine',
      createPeerConnection: (config) => new FakePeerConnection(config) as unknown as RTCPeerConnection,
      combine: (list) => ({ getTracks: () => list }) as unknown as MediaStream,
    });
    const signal = async (kind: VideoSignalKind, payload: object | null, from: string, fromName = 'Someone') => {
      subscriptions.at(-1)?.onSignal({ kind, payload: payload === null ? null : JSON.stringify(payload), fromIdentity: from, fromName });
      await settle();
    };
    return { transport, events, sent, addressed, signal, connect: () => transport.connect(tracks) };
  };

  it('a side keeps its call, sends its tracks to the observer alone, names it once connected, and drops it on REMOVED', async () => {
    const side = transportFor(TOKEN, { audio: MIC as unknown as MediaStreamTrack, video: CAMERA as unknown as MediaStreamTrack });
    await side.connect();
    await side.signal('OFFER', { s: 'hcp-page', d: { type: 'offer', sdp: 'x' } }, 'u-hcp', 'Dr Lee');
    const main = FakePeerConnection.created[0] as FakePeerConnection;
    expect(side.addressed.at(-1)).toEqual({ kind: 'ANSWER', to: 'u-hcp' });

    await side.signal('JOIN', { s: 'desk-page' }, OBSERVER, 'James Carter');
    const toObserver = FakePeerConnection.created[1] as FakePeerConnection;
    expect(FakePeerConnection.created).toHaveLength(2);
    expect(main.closed).toBe(false);
    expect(toObserver.transceivers.map((transceiver) => transceiver.direction)).toEqual(['sendonly', 'sendonly']);
    expect(side.addressed.at(-1)).toEqual({ kind: 'OFFER', to: OBSERVER });

    await side.signal('ANSWER', { s: 'desk-page', d: { type: 'answer', sdp: 'y' } }, OBSERVER, 'James Carter');
    toObserver.setIce('connected');
    expect(side.events.extraPeers).toHaveBeenLastCalledWith([expect.objectContaining({ participant: { identity: OBSERVER, name: 'James Carter' }, connected: true })]);
    expect(side.events.participantJoined).not.toHaveBeenCalledWith(expect.objectContaining({ identity: OBSERVER }));

    await side.signal('REMOVED', null, '');
    expect(toObserver.closed).toBe(true);
    expect(main.closed).toBe(false);
    expect(side.events.extraPeers).toHaveBeenLastCalledWith([]);
    expect(side.events.removed).not.toHaveBeenCalled();
  });

  it('an observer says JOIN to the room, answers each side on its own connection, ignores other observers, and leaves on REMOVED', async () => {
    const observer = transportFor({ ...TOKEN, identity: OBSERVER }, { audio: null, video: null });
    await observer.connect();
    expect(observer.addressed[0]).toEqual({ kind: 'JOIN', to: undefined });

    // A side that joins later is asked to offer.
    await observer.signal('JOIN', { s: 'client-page' }, 'u-client', 'Ann');
    expect(observer.addressed.at(-1)).toEqual({ kind: 'JOIN', to: 'u-client' });

    await observer.signal('OFFER', { s: 'client-page', d: { type: 'offer', sdp: 'c' } }, 'u-client', 'Ann');
    await observer.signal('OFFER', { s: 'hcp-page', d: { type: 'offer', sdp: 'h' } }, 'u-hcp', 'Dr Lee');
    expect(FakePeerConnection.created).toHaveLength(2);
    expect(observer.addressed.filter((a) => a.kind === 'ANSWER').map((a) => a.to)).toEqual(['u-client', 'u-hcp']);
    // The observer sends nothing of its own.
    expect(FakePeerConnection.created.flatMap((pc) => pc.transceivers).every((transceiver) => transceiver.sender.track === null)).toBe(true);

    await observer.signal('JOIN', { s: 'other-desk' }, 'observer:u-other', 'Someone else');
    expect(FakePeerConnection.created).toHaveLength(2);

    for (const pc of FakePeerConnection.created) pc.setIce('connected');
    expect(observer.events.extraPeers).toHaveBeenLastCalledWith([
      expect.objectContaining({ participant: { identity: 'u-client', name: 'Ann' }, connected: true }),
      expect.objectContaining({ participant: { identity: 'u-hcp', name: 'Dr Lee' }, connected: true }),
    ]);

    await observer.signal('REMOVED', null, '');
    expect(observer.events.removed).toHaveBeenCalledTimes(1);
    expect(FakePeerConnection.created.every((pc) => pc.closed)).toBe(true);
  });
});
