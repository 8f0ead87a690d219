// The default video adapter (ARCHITECTURE.md "Video"): a 1:1 WebRTC call between the client's and the
// provider's browsers, signalling through the API (sendVideoSignal + the videoSignals subscription).
// "Perfect negotiation" (W3C WebRTC, §10.7 example): either side may join first, leave and come back, and two
// offers crossing each other are settled by one polite side giving way.
// Issue 15: a front desk observer may be in the room too. Each side then keeps one more connection per observer
// that only sends (the observer sends nothing), and the observer keeps one connection per side that only
// receives. Signals between two people are addressed to the one they are for, so three can share a room.
import type { CallToken } from '../../../../domain/video/call-machine.ts';
import { isObserverIdentity } from '../../../../domain/video/observer.ts';
import type { CallTransport, LocalTracks, TransportEvents } from './call-transport.ts';
import { createObserverConnections } from './p2p-observer-connections.ts';
import { addCandidate, attachLocalTracks, detach, openPeer, parsePayload, resendOffer, takeDescription, type IncomingSignal, type Payload, type Peer, type VideoSignalKind } from './p2p-peer.ts';

export type { IncomingSignal, VideoSignalKind } from './p2p-peer.ts';

/** The signalling path of one room (signal-channel.ts over GraphQL; a fake in tests). */
export type SignalChannel = {
  /** `to` addresses one participant; without it the whole room hears the signal. */
  send(kind: VideoSignalKind, payload: string, options?: { keepalive?: boolean; to?: string }): Promise<void>;
  /** Resolves once signals are flowing; `ended` reports a stream that stopped by itself. */
  subscribe(onSignal: (signal: IncomingSignal) => void, ended: (error: unknown) => void): { ready: Promise<void>; close(): void };
};

export type P2pOptions = {
  /** How long a broken connection may try to recover before the other side counts as gone. */
  lostAfterMs?: number;
  /** JOIN is repeated (1 s, 2 s, 4 s, then every 5 s) until someone answers: an offer sent before our stream was open is lost. */
  joinRetryMaxMs?: number;
  newSessionId?: () => string;
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
  combine?: (tracks: MediaStreamTrack[]) => MediaStream;
};

const RESUBSCRIBE_MS = 1_000;
const MAX_RESUBSCRIBES = 5;
/** A stream that stayed open this long was healthy: its end starts the back-off afresh. */
const STREAM_HEALTHY_MS = 10_000;

export function createP2pTransport(token: CallToken, events: TransportEvents, channel: SignalChannel, options: P2pOptions = {}): CallTransport {
  const session = options.newSessionId?.() ?? crypto.randomUUID();
  const lostAfterMs = options.lostAfterMs ?? 15_000;
  const joinRetryMaxMs = options.joinRetryMaxMs ?? 5_000;
  const newPeerConnection = options.createPeerConnection ?? ((config: RTCConfiguration) => new RTCPeerConnection(config));
  const combine = options.combine ?? ((tracks: MediaStreamTrack[]) => new MediaStream(tracks));
  const config: RTCConfiguration = {
    iceServers: token.iceServers.map((server) => ({ urls: server.urls, username: server.username ?? undefined, credential: server.credential ?? undefined })),
  };

  let local: LocalTracks = { audio: null, video: null };
  let peer: Peer | null = null;
  let subscription: { ready: Promise<void>; close(): void } | null = null;
  let resubscribes = 0;
  let streamOpenedAt = 0;
  let closed = false;
  let joinTimer: ReturnType<typeof setTimeout> | null = null;
  // Signals are handled one at a time, in order: a candidate must not overtake the offer it belongs to.
  let queue: Promise<void> = Promise.resolve();

  const observing = isObserverIdentity(token.identity);

  const send = (kind: VideoSignalKind, body: Omit<Payload, 's'> = {}, keepalive = false, to?: string) =>
    channel.send(kind, JSON.stringify({ s: session, ...body }), to === undefined ? { keepalive } : { keepalive, to }).catch(() => undefined);
  /** Signals of one connection go to its remote participant only. */
  const sendTo = (target: Peer, kind: VideoSignalKind, body: Omit<Payload, 's'> = {}) => send(kind, body, false, target.participant.identity);

  const observers = createObserverConnections({
    observing,
    ownIdentity: token.identity,
    lostAfterMs,
    events,
    newPeerConnection: () => newPeerConnection(config),
    combine,
    localTracks: () => local,
    send,
    sendTo,
  });

  function scheduleJoin(delay: number): void {
    if (joinTimer) clearTimeout(joinTimer);
    joinTimer = setTimeout(() => {
      joinTimer = null;
      if (closed || peer || (observing && observers.anyJoined())) return;
      void send('JOIN');
      scheduleJoin(Math.min(delay * 2, joinRetryMaxMs));
    }, delay);
  }

  function closePeer(): void {
    if (!peer) return;
    detach(peer);
    peer = null;
    events.remoteStream(null);
  }

  /** The other side is gone (LEAVE, or a connection that did not recover). */
  function peerLeft(): void {
    const gone = peer;
    closePeer();
    if (gone?.joined) events.participantLeft(gone.participant.identity);
    if (!closed) scheduleJoin(1_000);
  }

  /** The call's main connection to the signal's sender; it replaces the previous one. */
  function newPeer(signal: IncomingSignal, remoteSession: string): Peer {
    closePeer();
    const created = openPeer(
      newPeerConnection(config),
      { signal, remoteSession, ownIdentity: token.identity, extra: false },
      {
        sendTo,
        combine,
        onTrack: (current) => {
          if (peer === current) events.remoteStream(current.remote);
        },
        onState: onConnectionState,
      },
    );
    peer = created;
    if (joinTimer) clearTimeout(joinTimer);
    return created;
  }

  function onConnectionState(current: Peer): void {
    if (peer !== current) return;
    const state = current.pc.iceConnectionState;
    if (state === 'connected' || state === 'completed') {
      if (current.lostTimer) clearTimeout(current.lostTimer);
      current.lostTimer = null;
      if (!current.joined) {
        current.joined = true;
        events.participantJoined(current.participant);
      } else if (current.interrupted) {
        current.interrupted = false;
        events.reconnected();
      }
      return;
    }
    if (state !== 'disconnected' && state !== 'failed') return;
    if (state === 'failed') current.pc.restartIce();
    if (current.joined && !current.interrupted) {
      current.interrupted = true;
      events.reconnecting();
    }
    current.lostTimer ??= setTimeout(() => {
      if (peer !== current) return;
      current.interrupted = false;
      peerLeft();
    }, lostAfterMs);
  }

  async function onSignal(signal: IncomingSignal): Promise<void> {
    if (closed) return;
    if (signal.kind === 'REMOVED') {
      // The provider stopped allowing observers: an observer is out of the call, a side drops its observers.
      observers.closeAll();
      if (observing) events.removed();
      return;
    }
    const payload = parsePayload(signal.payload);
    if (!payload) return;
    if (observing || isObserverIdentity(signal.fromIdentity)) {
      // An observer talks to the two sides only, never to another observer.
      if (observing && isObserverIdentity(signal.fromIdentity)) return;
      await observers.onSignal(signal, payload);
      return;
    }
    const same = peer !== null && peer.session === payload.s;
    switch (signal.kind) {
      case 'JOIN': {
        // Someone (new, or reloaded) entered: we offer. Our earlier offer may have been sent before their
        // stream was open, so a repeated JOIN from the same page gets that offer again.
        if (!same) attachLocalTracks(newPeer(signal, payload.s).pc, local, combine);
        else if (peer) resendOffer(peer, sendTo);
        return;
      }
      case 'LEAVE':
        if (same) peerLeft();
        return;
      case 'OFFER':
      case 'ANSWER': {
        if (!payload.d) return;
        if (signal.kind === 'ANSWER' && !same) return;
        const current = same && peer ? peer : newPeer(signal, payload.s);
        await takeDescription(current, payload.d, sendTo, () => attachLocalTracks(current.pc, local, combine));
        return;
      }
      case 'ICE':
        if (same && peer && payload.c) await addCandidate(peer, payload.c);
        return;
    }
  }

  function subscribe(): Promise<void> {
    subscription = channel.subscribe((signal) => {
      // One bad signal must not stop the ones after it.
      queue = queue.then(() => onSignal(signal)).catch(() => undefined);
    }, onStreamEnded);
    return subscription.ready.then(() => {
      streamOpenedAt = Date.now();
    });
  }

  /**
   * The signal stream stopped (a proxy timeout, a server restart): open it again, backing off, and say JOIN so
   * the other side resends what we may have missed. Media already flowing does not need the stream, so only a
   * call nobody has joined yet is given up, after MAX_RESUBSCRIBES quick failures.
   */
  function onStreamEnded(error: unknown): void {
    if (closed) return;
    if (Date.now() - streamOpenedAt > STREAM_HEALTHY_MS) resubscribes = 0;
    resubscribes += 1;
    if (resubscribes > MAX_RESUBSCRIBES && !peer?.joined) {
      events.disconnected(error);
      return;
    }
    setTimeout(() => {
      if (closed) return;
      subscribe().then(() => void send('JOIN'), onStreamEnded);
    }, RESUBSCRIBE_MS * Math.min(resubscribes, MAX_RESUBSCRIBES));
  }

  // A closing tab says goodbye, so the other side does not wait for the connection to time out.
  const onPageHide = () => void send('LEAVE', {}, true);

  return {
    async connect(tracks) {
      local = { ...tracks };
      await subscribe();
      globalThis.addEventListener?.('pagehide', onPageHide);
      await send('JOIN');
      scheduleJoin(1_000);
      return [];
    },

    setMicEnabled(enabled) {
      if (local.audio) local.audio.enabled = enabled;
    },

    async replaceVideoTrack(_previous, next) {
      local = { ...local, video: next };
      // The observers see what the other side sees.
      const connections = [...(peer ? [peer] : []), ...observers.sending()];
      await Promise.all(
        connections.map((target) => target.pc.getTransceivers().find((candidate) => candidate.receiver.track.kind === 'video')?.sender.replaceTrack(next)),
      );
    },

    async disconnect() {
      if (closed) return;
      closed = true;
      if (joinTimer) clearTimeout(joinTimer);
      globalThis.removeEventListener?.('pagehide', onPageHide);
      await send('LEAVE', {}, true);
      subscription?.close();
      closePeer();
      observers.closeAll();
    },
  };
}
