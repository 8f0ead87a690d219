// One interface for both video adapters (ARCHITECTURE.md "Video"): p2p WebRTC with signalling through the API,
// or Twilio Video. The engine owns the local camera and microphone tracks and hands them to the transport, so
// the preview always shows the very tracks that are sent (browsers allow one camera track at a time).
import type { CallToken, RemoteParticipant } from '../../../../domain/video/call-machine.ts';

export type TransportEvents = {
  participantJoined(participant: RemoteParticipant): void;
  participantLeft(identity: string): void;
  /** The remote participant's media, or null when they are gone. */
  remoteStream(stream: MediaStream | null): void;
  reconnecting(): void;
  reconnected(): void;
  /** The room was lost for good; not raised by the transport's own disconnect(). */
  disconnected(error: unknown): void;
  /** Network quality level 0-5 of one side (twilio only). */
  networkQuality(side: 'local' | 'remote', level: number | null): void;
  /**
   * Issue 15 (p2p): the connections besides the call's main one: on a side, the observers watching; on an
   * observer, the two sides it watches, with their media.
   */
  extraPeers(peers: ExtraPeerView[]): void;
  /** The provider stopped allowing observers: the observer is out of the call. */
  removed(): void;
};

export type ExtraPeerView = { participant: RemoteParticipant; stream: MediaStream | null; connected: boolean };

export type LocalTracks = { audio: MediaStreamTrack | null; video: MediaStreamTrack | null };

export interface CallTransport {
  /** Joins the room with the local tracks; resolves with who is already there. */
  connect(tracks: LocalTracks): Promise<RemoteParticipant[]>;
  setMicEnabled(enabled: boolean): void;
  /** Sends another camera track, or none (camera off: the old one is unpublished). */
  replaceVideoTrack(previous: MediaStreamTrack | null, next: MediaStreamTrack | null): Promise<void>;
  /** Leaves the room; safe to call twice. */
  disconnect(): Promise<void>;
}

export type CreateTransport = (token: CallToken, events: TransportEvents) => Promise<CallTransport>;
