// The p2p transport's observer connections on their own (issue 15, p2p-observer-connections.ts): on a side, an
// observer's JOIN opens a send-only connection that is published as an extra peer until the observer leaves; on
// an observer, a side's JOIN is answered with a JOIN to that side alone and its offer with a receive-only answer.
import { describe, expect, it, vi } from 'vitest';
import type { ExtraPeerView } from '../../src/features/video-call/engine/transports/call-transport.ts';
import { createObserverConnections } from '../../src/features/video-call/engine/transports/p2p-observer-connections.ts';
import type { IncomingSignal, Payload, Peer, VideoSignalKind } from '../../src/features/video-call/engine/transports/p2p-peer.ts';

type Transceiver = { direction: RTCRtpTransceiverDirection; receiver: { track: { kind: string } }; sender: { track: unknown; replaceTrack: () => Promise<void>; setStreams: () => void } };

class Pc {
  signalingState: RTCSignalingState = 'stable';
  iceConnectionState: RTCIceConnectionState = 'new';
  localDescription: { type: RTCSdpType; toJSON(): RTCSessionDescriptionInit } | null = null;
  transceivers: Transceiver[] = [];
  closed = false;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: unknown = null;
  ontrack: unknown = null;
  oniceconnectionstatechange: (() => void) | null = null;
  restartIce = vi.fn();
  getTransceivers = () => this.transceivers;
  addTrack = vi.fn();
  addTransceiver = (track: unknown, init: { direction: RTCRtpTransceiverDirection }) => {
    const kind = typeof track === 'string' ? track : (track as { kind: string }).kind;
    this.transceivers.push({ direction: init.direction, receiver: { track: { kind } }, sender: { track: typeof track === 'string' ? null : track, replaceTrack: () => Promise.resolve(), setStreams: () => undefined } });
  };
  setRemoteDescription = (remote: RTCSessionDescriptionInit) => {
    this.signalingState = remote.type === 'offer' ? 'have-remote-offer' : 'stable';
    return Promise.resolve();
  };
  setLocalDescription = () => {
    const type: RTCSdpType = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
    this.signalingState = type === 'answer' ? 'stable' : 'have-local-offer';
    this.localDescription = { type, toJSON: () => ({ type, sdp: `${type}-sdp` }) };
    return Promise.resolve();
  };
  close = () => {
    this.closed = true;
  };
}

function setUp(observing: boolean) {
  const pcs: Pc[] = [];
  const published: ExtraPeerView[][] = [];
  const sent: { kind: VideoSignalKind; to: string | undefined; body: Omit<Payload, 's'> }[] = [];
  const send = (kind: VideoSignalKind, body: Omit<Payload, 's'>, _keepalive: boolean, to?: string) => {
    sent.push({ kind, to, body });
    return Promise.resolve();
  };
  const connections = createObserverConnections({
    observing,
    ownIdentity: observing ? 'observer:u-desk' : 'u-client',
    lostAfterMs: 1_000,
    events: { extraPeers: (views) => published.push(views) },
    newPeerConnection: () => {
      const pc = new Pc();
      pcs.push(pc);
      return pc as unknown as RTCPeerConnection;
    },
    combine: () => ({}) as MediaStream,
    localTracks: () => ({ audio: { kind: 'audio' } as MediaStreamTrack, video: { kind: 'video' } as MediaStreamTrack }),
    send,
    sendTo: (target: Peer, kind, body = {}) => send(kind, body, false, target.participant.identity),
  });
  return { connections, pcs, published, sent };
}

const signal = (kind: VideoSignalKind, fromIdentity: string, fromName: string): IncomingSignal => ({ kind, payload: null, fromIdentity, fromName });

describe('observer connections', () => {
  it('a side sends its tracks to an observer who joins, shows it connected, and drops it when it leaves', async () => {
    const { connections, pcs, published } = setUp(false);
    await connections.onSignal(signal('JOIN', 'observer:u-desk', 'James Carter'), { s: 'obs-1' });
    expect(pcs).toHaveLength(1);
    expect(pcs[0]?.transceivers.map((t) => [t.receiver.track.kind, t.direction])).toEqual([['audio', 'sendonly'], ['video', 'sendonly']]);
    expect(published.at(-1)).toEqual([{ participant: { identity: 'observer:u-desk', name: 'James Carter' }, stream: null, connected: false }]);
    expect(connections.sending()).toHaveLength(1);

    const pc = pcs[0];
    if (!pc) throw new Error('no connection');
    pc.iceConnectionState = 'connected';
    pc.oniceconnectionstatechange?.();
    expect(published.at(-1)?.[0]?.connected).toBe(true);
    expect(connections.anyJoined()).toBe(true);

    await connections.onSignal(signal('LEAVE', 'observer:u-desk', 'James Carter'), { s: 'other-page' });
    expect(pc.closed).toBe(false);
    await connections.onSignal(signal('LEAVE', 'observer:u-desk', 'James Carter'), { s: 'obs-1' });
    expect(pc.closed).toBe(true);
    expect(published.at(-1)).toEqual([]);
  });

  it('an observer says JOIN to a side alone, answers its offer without sending anything, and closes all on request', async () => {
    const { connections, pcs, published, sent } = setUp(true);
    await connections.onSignal(signal('JOIN', 'u-client', 'Ann'), { s: 'client-1' });
    expect(sent).toEqual([{ kind: 'JOIN', to: 'u-client', body: {} }]);
    expect(pcs).toHaveLength(0);

    await connections.onSignal(signal('OFFER', 'u-client', 'Ann'), { s: 'client-1', d: { type: 'offer', sdp: 'offer-sdp' } });
    expect(pcs).toHaveLength(1);
    expect(pcs[0]?.transceivers).toEqual([]);
    expect(sent.at(-1)).toEqual({ kind: 'ANSWER', to: 'u-client', body: { d: { type: 'answer', sdp: 'answer-sdp' } } });
    expect(connections.sending()).toEqual([]);
    expect(published.at(-1)?.map((view) => view.participant.identity)).toEqual(['u-client']);

    connections.closeAll();
    expect(pcs[0]?.closed).toBe(true);
    expect(published.at(-1)).toEqual([]);
  });
});
