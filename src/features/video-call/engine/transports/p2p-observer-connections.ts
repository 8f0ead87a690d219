// Issue 15: the p2p transport's connections besides the call's main one (p2p-transport.ts). On a side (client or
// provider), one send-only connection per front desk observer; on an observer, one receive-only connection per
// side. Each is negotiated like the main one (p2p-peer.ts) and published to the call as an extra peer.
import type { IncomingSignal, Payload, Peer, SendTo, VideoSignalKind } from './p2p-peer.ts';
import { addCandidate, attachLocalTracks, detach, openPeer, resendOffer, takeDescription } from './p2p-peer.ts';
import type { LocalTracks, TransportEvents } from './call-transport.ts';

export type ObserverConnectionsOptions = {
  /** This page is an observer's (it receives only), not a side's. */
  observing: boolean;
  ownIdentity: string;
  lostAfterMs: number;
  events: Pick<TransportEvents, 'extraPeers'>;
  newPeerConnection: () => RTCPeerConnection;
  combine: (tracks: MediaStreamTrack[]) => MediaStream;
  localTracks: () => LocalTracks;
  /** A signal to one participant (`to`). */
  send: (kind: VideoSignalKind, body: Omit<Payload, 's'>, keepalive: boolean, to?: string) => Promise<void>;
  sendTo: SendTo;
};

export type ObserverConnections = {
  /** A signal from (on a side) an observer, or (on an observer) a side. */
  onSignal(signal: IncomingSignal, payload: Payload): Promise<void>;
  /** Some connection is up: an observer then stops saying JOIN to the room. */
  anyJoined(): boolean;
  /** The connections that send our tracks (a side's observers; none on an observer). */
  sending(): Peer[];
  /** Closes them all (REMOVED, or leaving the call). */
  closeAll(): void;
};

export function createObserverConnections(options: ObserverConnectionsOptions): ObserverConnections {
  const { observing, lostAfterMs, events, sendTo } = options;
  /** Observers' connections (on a side) or the sides' connections (on an observer), by identity. */
  const extras = new Map<string, Peer>();

  function publish(): void {
    events.extraPeers([...extras.values()].map((extra) => ({ participant: extra.participant, stream: extra.remote, connected: extra.joined })));
  }

  function close(identity: string): void {
    const extra = extras.get(identity);
    if (!extra) return;
    extras.delete(identity);
    detach(extra);
    publish();
  }

  function closeAll(): void {
    for (const extra of extras.values()) detach(extra);
    const had = extras.size > 0;
    extras.clear();
    if (had) publish();
  }

  /** A connection to the signal's sender; it replaces that identity's previous one. */
  function open(signal: IncomingSignal, remoteSession: string): Peer {
    const previous = extras.get(signal.fromIdentity);
    if (previous) detach(previous);
    const created = openPeer(
      options.newPeerConnection(),
      { signal, remoteSession, ownIdentity: options.ownIdentity, extra: true },
      {
        sendTo,
        combine: options.combine,
        onTrack: (peer) => {
          if (extras.get(peer.participant.identity) === peer) publish();
        },
        onState,
      },
    );
    extras.set(signal.fromIdentity, created);
    publish();
    return created;
  }

  /** A connection came up or was lost: the list is published again; one lost for good is closed. */
  function onState(current: Peer): void {
    const identity = current.participant.identity;
    if (extras.get(identity) !== current) return;
    const state = current.pc.iceConnectionState;
    if (state === 'connected' || state === 'completed') {
      if (current.lostTimer) clearTimeout(current.lostTimer);
      current.lostTimer = null;
      if (!current.joined) {
        current.joined = true;
        publish();
      }
      return;
    }
    if (state !== 'disconnected' && state !== 'failed') return;
    if (state === 'failed') current.pc.restartIce();
    current.lostTimer ??= setTimeout(() => close(identity), lostAfterMs);
  }

  const sendOnly = (pc: RTCPeerConnection) => attachLocalTracks(pc, options.localTracks(), options.combine, 'sendonly');

  async function onSignal(signal: IncomingSignal, payload: Payload): Promise<void> {
    const current = extras.get(signal.fromIdentity);
    const same = current !== undefined && current.session === payload.s;
    switch (signal.kind) {
      case 'JOIN': {
        if (observing) {
          // A side (re)entered: it offers to us once it hears us, so say JOIN to it alone.
          if (!same) void options.send('JOIN', {}, false, signal.fromIdentity);
          return;
        }
        // An observer entered: we send it our tracks (it sends nothing back).
        if (!same) sendOnly(open(signal, payload.s).pc);
        else resendOffer(current, sendTo);
        return;
      }
      case 'LEAVE':
        if (same) close(signal.fromIdentity);
        return;
      case 'OFFER':
      case 'ANSWER': {
        if (!payload.d || (signal.kind === 'ANSWER' && !same)) return;
        const target = same ? current : open(signal, payload.s);
        await takeDescription(target, payload.d, sendTo, observing ? undefined : () => sendOnly(target.pc));
        return;
      }
      case 'ICE':
        if (same && payload.c) await addCandidate(current, payload.c);
        return;
      case 'REMOVED':
        return;
    }
  }

  return {
    onSignal,
    anyJoined: () => [...extras.values()].some((extra) => extra.joined),
    sending: () => (observing ? [] : [...extras.values()]),
    closeAll,
  };
}
