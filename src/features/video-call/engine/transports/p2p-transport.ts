// The default video adapter (ARCHITECTURE.md "Video"): a 1:1 WebRTC call between the client's and the
// provider's browsers, signalling through the API (sendVideoSignal + the videoSignals subscription).
// "Perfect negotiation" (W3C WebRTC, §10.7 example): either side may join first, leave and come back, and two
// offers crossing each other are settled by one polite side giving way.
// Issue 15: a front desk observer may be in the room too. Each side then keeps one more connection per observer
// that only sends (the observer sends nothing), and the observer keeps one connection per side that only
// receives. Signals between two people are addressed to the one they are for, so three can share a room.
import type { CallToken, RemoteParticipant } from '../../../../domain/video/call-machine.ts';
import { isObserverIdentity } from '../../../../domain/video/observer.ts';
import type { CallTransport, ExtraPeerView, LocalTracks, TransportEvents } from './call-transport.ts';

export type VideoSignalKind = 'JOIN' | 'LEAVE' | 'OFFER' | 'ANSWER' | 'ICE' | 'REMOVED';
export type IncomingSignal = { kind: VideoSignalKind; payload: string | null; fromIdentity: string; fromName: string; toIdentity?: string | null };

/** The signalling path of one room (signal-channel.ts over GraphQL; a fake in tests). */
export type SignalChannel = {
  /** `to` addresses one participant; without it the whole room hears the signal. */
  send(kind: VideoSignalKind, payload: string, options?: { keepalive?: boolean; to?: string }): Promise<void>;
  /** Resolves once signals are flowing; `ended` reports a stream that stopped by itself. */
  subscribe(onSignal: (signal: IncomingSignal) => void, ended: (error: unknown) => void): { ready: Promise<void>; close(): void };
};

/** Each signal names the sending page's session, so a reloaded page is told apart from its earlier self. */
type Payload = { s: string; d?: RTCSessionDescriptionInit; c?: RTCIceCandidateInit };

type Peer = {
  pc: RTCPeerConnection;
  session: string;
  participant: RemoteParticipant;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  joined: boolean;
  interrupted: boolean;
  lostTimer: ReturnType<typeof setTimeout> | null;
  remote: MediaStream | null;
  /** An observer's connection (from a side), or a side's connection (from an observer): not the call's main one. */
  extra: boolean;
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

function parsePayload(raw: string | null): Payload | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Payload;
    return typeof value.s === 'string' ? value : null;
  } catch {
    return null;
  }
}

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
  /** Observers' connections (on a side) or the sides' connections (on an observer), by identity. */
  const extras = new Map<string, Peer>();

  const send = (kind: VideoSignalKind, body: Omit<Payload, 's'> = {}, keepalive = false, to?: string) =>
    channel.send(kind, JSON.stringify({ s: session, ...body }), to === undefined ? { keepalive } : { keepalive, to }).catch(() => undefined);
  /** Signals of one connection go to its remote participant only. */
  const sendTo = (target: Peer, kind: VideoSignalKind, body: Omit<Payload, 's'> = {}) => send(kind, body, false, target.participant.identity);

  function publishExtras(): void {
    const views: ExtraPeerView[] = [...extras.values()].map((extra) => ({ participant: extra.participant, stream: extra.remote, connected: extra.joined }));
    events.extraPeers(views);
  }

  function closeExtra(identity: string): void {
    const extra = extras.get(identity);
    if (!extra) return;
    extras.delete(identity);
    detach(extra);
    publishExtras();
  }

  function closeExtras(): void {
    for (const extra of extras.values()) detach(extra);
    const had = extras.size > 0;
    extras.clear();
    if (had) publishExtras();
  }

  function scheduleJoin(delay: number): void {
    if (joinTimer) clearTimeout(joinTimer);
    joinTimer = setTimeout(() => {
      joinTimer = null;
      if (closed || peer || (observing && [...extras.values()].some((extra) => extra.joined))) return;
      void send('JOIN');
      scheduleJoin(Math.min(delay * 2, joinRetryMaxMs));
    }, delay);
  }

  function detach(target: Peer): void {
    if (target.lostTimer) clearTimeout(target.lostTimer);
    target.pc.onicecandidate = null;
    target.pc.ontrack = null;
    target.pc.oniceconnectionstatechange = null;
    target.pc.onnegotiationneeded = null;
    target.pc.close();
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

  /**
   * Sends our tracks on the connection: a transceiver already sending the track (ours, kept through a rollback)
   * stays; otherwise the transceivers of a received offer are reused, or new ones added.
   */
  function attachLocalTracks(pc: RTCPeerConnection, direction: RTCRtpTransceiverDirection = 'sendrecv'): void {
    const stream = combine([local.audio, local.video].filter((track): track is MediaStreamTrack => track !== null));
    for (const kind of ['audio', 'video'] as const) {
      const track = local[kind];
      const ofKind = pc.getTransceivers().filter((transceiver) => transceiver.receiver.track.kind === kind);
      const sending = ofKind.find((transceiver) => transceiver.sender.track !== null && transceiver.sender.track === track);
      const offered = sending ?? ofKind.find((transceiver) => !transceiver.sender.track);
      if (offered) {
        offered.direction = direction;
        if (track && !sending) void offered.sender.replaceTrack(track);
        offered.sender.setStreams?.(stream);
      } else if (direction === 'sendrecv' && track) pc.addTrack(track, stream);
      else pc.addTransceiver(track ?? kind, { direction, streams: [stream] });
    }
  }

  /** A connection to one remote participant; the main one replaces the previous main one, an extra its identity's. */
  function newPeer(signal: IncomingSignal, remoteSession: string, extra = false): Peer {
    if (extra) {
      const previous = extras.get(signal.fromIdentity);
      if (previous) detach(previous);
    } else closePeer();
    const pc = newPeerConnection(config);
    const created: Peer = {
      pc,
      session: remoteSession,
      participant: { identity: signal.fromIdentity, name: signal.fromName },
      // The two identities differ; comparing them gives the two sides opposite roles without a round trip.
      polite: token.identity > signal.fromIdentity,
      makingOffer: false,
      ignoreOffer: false,
      joined: false,
      interrupted: false,
      lostTimer: null,
      remote: null,
      extra,
    };
    if (extra) extras.set(signal.fromIdentity, created);
    else {
      peer = created;
      if (joinTimer) clearTimeout(joinTimer);
    }
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) void sendTo(created, 'ICE', { c: candidate.toJSON() });
    };
    pc.onnegotiationneeded = async () => {
      try {
        created.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription) void sendTo(created, 'OFFER', { d: pc.localDescription.toJSON() });
      } catch {
        // A newer negotiation took over; it sends its own offer.
      } finally {
        created.makingOffer = false;
      }
    };
    pc.ontrack = ({ track }) => {
      const tracks = [...(created.remote?.getTracks() ?? []).filter((known) => known.kind !== track.kind), track];
      created.remote = combine(tracks);
      if (peer === created) events.remoteStream(created.remote);
      else if (extras.get(created.participant.identity) === created) publishExtras();
    };
    pc.oniceconnectionstatechange = () => (extra ? onExtraState(created) : onConnectionState(created));
    if (extra) publishExtras();
    return created;
  }

  /** An extra connection came up or was lost: the list is published again; one lost for good is closed. */
  function onExtraState(current: Peer): void {
    const identity = current.participant.identity;
    if (extras.get(identity) !== current) return;
    const state = current.pc.iceConnectionState;
    if (state === 'connected' || state === 'completed') {
      if (current.lostTimer) clearTimeout(current.lostTimer);
      current.lostTimer = null;
      if (!current.joined) {
        current.joined = true;
        publishExtras();
      }
      return;
    }
    if (state !== 'disconnected' && state !== 'failed') return;
    if (state === 'failed') current.pc.restartIce();
    current.lostTimer ??= setTimeout(() => closeExtra(identity), lostAfterMs);
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

  /** Negotiates an extra connection: the same rules as the main one, per remote participant. */
  async function onExtraSignal(signal: IncomingSignal, payload: Payload): Promise<void> {
    const current = extras.get(signal.fromIdentity);
    const same = current !== undefined && current.session === payload.s;
    switch (signal.kind) {
      case 'JOIN': {
        if (observing) {
          // A side (re)entered: it offers to us once it hears us, so say JOIN to it alone.
          if (!same) void send('JOIN', {}, false, signal.fromIdentity);
          return;
        }
        // An observer entered: we send it our tracks (it sends nothing back).
        if (!same) attachLocalTracks(newPeer(signal, payload.s, true).pc, 'sendonly');
        else if (current.pc.signalingState === 'have-local-offer' && current.pc.localDescription) void sendTo(current, 'OFFER', { d: current.pc.localDescription.toJSON() });
        return;
      }
      case 'LEAVE':
        if (same) closeExtra(signal.fromIdentity);
        return;
      case 'OFFER':
      case 'ANSWER': {
        if (!payload.d || (signal.kind === 'ANSWER' && !same)) return;
        const target = same ? current : newPeer(signal, payload.s, true);
        const { pc } = target;
        const collision = payload.d.type === 'offer' && (target.makingOffer || pc.signalingState !== 'stable');
        target.ignoreOffer = !target.polite && collision;
        if (target.ignoreOffer) return;
        try {
          await pc.setRemoteDescription(payload.d);
          if (payload.d.type !== 'offer') return;
          if (!observing) attachLocalTracks(pc, 'sendonly');
          await pc.setLocalDescription();
          if (pc.localDescription) void sendTo(target, 'ANSWER', { d: pc.localDescription.toJSON() });
        } catch {
          // A description for a negotiation that has moved on: nothing to do.
        }
        return;
      }
      case 'ICE': {
        if (!same || !payload.c) return;
        try {
          await current.pc.addIceCandidate(payload.c);
        } catch {
          // Candidates of an offer we ignored are expected to fail.
        }
        return;
      }
      case 'REMOVED':
        return;
    }
  }

  async function onSignal(signal: IncomingSignal): Promise<void> {
    if (closed) return;
    if (signal.kind === 'REMOVED') {
      // The provider stopped allowing observers: an observer is out of the call, a side drops its observers.
      if (observing) {
        closeExtras();
        events.removed();
      } else closeExtras();
      return;
    }
    const payload = parsePayload(signal.payload);
    if (!payload) return;
    if (observing || isObserverIdentity(signal.fromIdentity)) {
      // An observer talks to the two sides only, never to another observer.
      if (observing && isObserverIdentity(signal.fromIdentity)) return;
      await onExtraSignal(signal, payload);
      return;
    }
    const same = peer !== null && peer.session === payload.s;
    switch (signal.kind) {
      case 'JOIN': {
        // Someone (new, or reloaded) entered: we offer. Our earlier offer may have been sent before their
        // stream was open, so a repeated JOIN from the same page gets that offer again.
        if (!same) {
          const created = newPeer(signal, payload.s);
          attachLocalTracks(created.pc);
        } else if (peer?.pc.signalingState === 'have-local-offer' && peer.pc.localDescription) {
          void sendTo(peer, 'OFFER', { d: peer.pc.localDescription.toJSON() });
        }
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
        const { pc } = current;
        const description = payload.d;
        const collision = description.type === 'offer' && (current.makingOffer || pc.signalingState !== 'stable');
        current.ignoreOffer = !current.polite && collision;
        if (current.ignoreOffer) return;
        try {
          await pc.setRemoteDescription(description);
          if (description.type !== 'offer') return;
          attachLocalTracks(pc);
          await pc.setLocalDescription();
          if (pc.localDescription) void sendTo(current, 'ANSWER', { d: pc.localDescription.toJSON() });
        } catch {
          // A description for a negotiation that has moved on (an answer arriving twice): nothing to do.
        }
        return;
      }
      case 'ICE': {
        if (!same || !peer || !payload.c) return;
        try {
          await peer.pc.addIceCandidate(payload.c);
        } catch {
          // Candidates of an offer we ignored (the glare case) are expected to fail.
        }
        return;
      }
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
      const connections = [...(peer ? [peer] : []), ...(observing ? [] : extras.values())];
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
      closeExtras();
    },
  };
}
