// One WebRTC connection of the p2p transport (p2p-transport.ts) to one remote participant, and the "perfect
// negotiation" steps every connection shares (W3C WebRTC, §10.7 example): the call's main connection and the
// observer connections of issue 15 (p2p-observer-connections.ts) are negotiated alike.
import type { RemoteParticipant } from '../../../../domain/video/call-machine.ts';
import type { LocalTracks } from './call-transport.ts';

export type VideoSignalKind = 'JOIN' | 'LEAVE' | 'OFFER' | 'ANSWER' | 'ICE' | 'REMOVED';
export type IncomingSignal = { kind: VideoSignalKind; payload: string | null; fromIdentity: string; fromName: string; toIdentity?: string | null };

/** Each signal names the sending page's session, so a reloaded page is told apart from its earlier self. */
export type Payload = { s: string; d?: RTCSessionDescriptionInit; c?: RTCIceCandidateInit };

export type Peer = {
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

/** Sends a signal of one connection to its remote participant only. */
export type SendTo = (target: Peer, kind: VideoSignalKind, body?: Omit<Payload, 's'>) => Promise<void>;

export function parsePayload(raw: string | null): Payload | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Payload;
    return typeof value.s === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * A new connection to the sender of `signal`, with its handlers: ICE candidates and offers go to that participant;
 * received tracks join the peer's remote stream (then `onTrack`); ICE state changes call `onState`.
 */
export function openPeer(
  pc: RTCPeerConnection,
  init: { signal: IncomingSignal; remoteSession: string; ownIdentity: string; extra: boolean },
  hooks: { sendTo: SendTo; combine: (tracks: MediaStreamTrack[]) => MediaStream; onTrack: (peer: Peer) => void; onState: (peer: Peer) => void },
): Peer {
  const created: Peer = {
    pc,
    session: init.remoteSession,
    participant: { identity: init.signal.fromIdentity, name: init.signal.fromName },
    // The two identities differ; comparing them gives the two sides opposite roles without a round trip.
    polite: init.ownIdentity > init.signal.fromIdentity,
    makingOffer: false,
    ignoreOffer: false,
    joined: false,
    interrupted: false,
    lostTimer: null,
    remote: null,
    extra: init.extra,
  };
  pc.onicecandidate = ({ candidate }) => {
    if (candidate) void hooks.sendTo(created, 'ICE', { c: candidate.toJSON() });
  };
  pc.onnegotiationneeded = async () => {
    try {
      created.makingOffer = true;
      await pc.setLocalDescription();
      if (pc.localDescription) void hooks.sendTo(created, 'OFFER', { d: pc.localDescription.toJSON() });
    } catch {
      // A newer negotiation took over; it sends its own offer.
    } finally {
      created.makingOffer = false;
    }
  };
  pc.ontrack = ({ track }) => {
    const tracks = [...(created.remote?.getTracks() ?? []).filter((known) => known.kind !== track.kind), track];
    created.remote = hooks.combine(tracks);
    hooks.onTrack(created);
  };
  pc.oniceconnectionstatechange = () => hooks.onState(created);
  return created;
}

export function detach(target: Peer): void {
  if (target.lostTimer) clearTimeout(target.lostTimer);
  target.pc.onicecandidate = null;
  target.pc.ontrack = null;
  target.pc.oniceconnectionstatechange = null;
  target.pc.onnegotiationneeded = null;
  target.pc.close();
}

/**
 * Sends our tracks on the connection: a transceiver already sending the track (ours, kept through a rollback)
 * stays; otherwise the transceivers of a received offer are reused, or new ones added.
 */
export function attachLocalTracks(pc: RTCPeerConnection, local: LocalTracks, combine: (tracks: MediaStreamTrack[]) => MediaStream, direction: RTCRtpTransceiverDirection = 'sendrecv'): void {
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

/**
 * A received offer or answer: an offer colliding with ours is ignored by the impolite side; an offer is answered
 * (after `beforeAnswer`, which attaches what we send). A description for a negotiation that has moved on (an
 * answer arriving twice) is dropped.
 */
export async function takeDescription(target: Peer, description: RTCSessionDescriptionInit, sendTo: SendTo, beforeAnswer?: () => void): Promise<void> {
  const { pc } = target;
  const collision = description.type === 'offer' && (target.makingOffer || pc.signalingState !== 'stable');
  target.ignoreOffer = !target.polite && collision;
  if (target.ignoreOffer) return;
  try {
    await pc.setRemoteDescription(description);
    if (description.type !== 'offer') return;
    beforeAnswer?.();
    await pc.setLocalDescription();
    if (pc.localDescription) void sendTo(target, 'ANSWER', { d: pc.localDescription.toJSON() });
  } catch {
    // A description for a negotiation that has moved on: nothing to do.
  }
}

/** A remote ICE candidate; those of an offer we ignored (the glare case) are expected to fail. */
export async function addCandidate(target: Peer, candidate: RTCIceCandidateInit): Promise<void> {
  try {
    await target.pc.addIceCandidate(candidate);
  } catch {
    // Expected for an ignored offer's candidates.
  }
}

/** Someone said JOIN again from the same page: our offer may have been sent before their stream was open. */
export function resendOffer(target: Peer, sendTo: SendTo): void {
  if (target.pc.signalingState === 'have-local-offer' && target.pc.localDescription) void sendTo(target, 'OFFER', { d: target.pc.localDescription.toJSON() });
}
