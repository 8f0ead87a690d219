// The call engine: runs the call machine (src/domain/video/call-machine.ts) with the real work plugged in —
// the token request, the local camera and microphone, a transport (p2p or twilio), ending on the server —
// and mirrors the machine into the valtio call store the overlay renders. Everything outside is injected
// (EngineDeps) so that the unit tests run it with a fake transport, fake media and a simulated clock.
import { ref } from 'valtio';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ActorOptions, AnyActorLogic, SnapshotFrom } from 'xstate';
import { callMachine } from '../../../domain/video/call-machine.ts';
import type { CallToken, FallbackAnswer, RemoteParticipant } from '../../../domain/video/call-machine.ts';
import { callViewOf, isCallActiveIn, isReconnecting } from '../../../domain/video/call-view.ts';
import { sessionIdFromRoomName } from '../../../domain/video/room-name.ts';
import { VideoCallError } from '../../../domain/video/video-errors.ts';
import type { CallNotice } from './call-notices.ts';
import { remoteDeparture } from './remote-departure.ts';
import type { CallState } from '../../../app/call/call-store.ts';
import type { CallTransport, CreateTransport, LocalTracks, TransportEvents } from './transports/call-transport.ts';

export type CallApi = {
  startVideoCall(HCPSessionId: string): Promise<CallToken>;
  endVideoCall(HCPSessionId: string): Promise<{ success: boolean; message: string }>;
  /** Asks for another provider while the booked one has not come (the server decides whether and who). */
  requestFallbackProvider(HCPSessionId: string): Promise<FallbackAnswer>;
};

export type MediaPort = {
  /** The browser can make calls at all (media devices and WebRTC). */
  isSupported(): boolean;
  /** Opens the microphone and camera (spec §7 constraints), or only the camera with `videoOnly`. */
  openTracks(options: { videoOnly: boolean; cameraId: string | null }): Promise<LocalTracks>;
  /** Distinct cameras, by device id. */
  listCameras(): Promise<string[]>;
  combine(tracks: MediaStreamTrack[]): MediaStream;
  playEndTone(): void;
};

export type RoomStorage = {
  save(token: CallToken): void;
  /** The stored room name, if a call was active before a reload. */
  storedRoom(): string | null;
  clear(): void;
};

export type EngineDeps = {
  api: CallApi;
  media: MediaPort;
  createTransport: CreateTransport;
  storage: RoomStorage;
  notify(notice: CallNotice): void;
  store: CallState;
  /** Whether the signed-in user joins as the session's provider (the HCP console). */
  asProvider(): boolean;
  now(): number;
  clock?: ActorOptions<AnyActorLogic>['clock'];
};

/** The device id of a camera track; null where the browser (or a test's fake track) cannot say. */
function cameraIdOf(track: MediaStreamTrack | null): string | null {
  if (!track || typeof track.getSettings !== 'function') return null;
  return track.getSettings().deviceId ?? null;
}

/** A step of a call that was abandoned (ended or failed) while it was still running. */
class Superseded extends Error {}

export function createCallEngine(deps: EngineDeps) {
  const { store, media } = deps;
  let transport: CallTransport | null = null;
  let tracks: LocalTracks = { audio: null, video: null };
  let cameras: string[] = [];
  let cameraIndex = 0;
  // Each connect attempt gets a number; leaving bumps it, so late events and late results of an abandoned
  // attempt are dropped instead of touching the next call.
  let attempt = 0;

  function publishLocal(): void {
    const live = [tracks.audio, tracks.video].filter((track): track is MediaStreamTrack => track !== null);
    store.localStream = live.length > 0 ? ref(media.combine(live)) : null;
  }

  function stopLocal(): void {
    tracks.audio?.stop();
    tracks.video?.stop();
    tracks = { audio: null, video: null };
    store.localStream = null;
  }

  function leave(): Promise<void> {
    attempt += 1;
    stopLocal();
    store.remoteStream = null;
    store.observers = [];
    store.localQuality = null;
    store.remoteQuality = null;
    const leaving = transport;
    transport = null;
    return leaving ? leaving.disconnect().catch(() => undefined) : Promise.resolve();
  }

  /** Twilio participants carry only an identity: the name then comes from the consultation details. */
  function named(participant: RemoteParticipant): RemoteParticipant {
    if (participant.name) return participant;
    const { token, asProvider } = actor.getSnapshot().context;
    const details = token?.consultationDetails;
    return { ...participant, name: (asProvider ? details?.clientName : details?.HCPName) ?? '' };
  }

  function eventsFor(current: number): TransportEvents {
    const live = () => current === attempt;
    return {
      participantJoined: (participant: RemoteParticipant) => live() && actor.send({ type: 'PARTICIPANT_JOINED', participant: named(participant) }),
      participantLeft: (identity: string) => {
        if (!live()) return;
        // A client whose provider leaves is told so, on the rejoin screen and once the call has closed.
        const { asProvider, remote } = actor.getSnapshot().context;
        if (!asProvider && remote?.identity === identity) remoteDeparture.name = named(remote).name || null;
        store.remoteStream = null;
        store.remoteQuality = null;
        actor.send({ type: 'PARTICIPANT_LEFT', identity });
      },
      remoteStream: (stream) => {
        if (live()) store.remoteStream = stream ? ref(stream) : null;
      },
      reconnecting: () => live() && actor.send({ type: 'RECONNECTING' }),
      reconnected: () => live() && actor.send({ type: 'RECONNECTED', at: deps.now() }),
      disconnected: (error) => live() && actor.send({ type: 'DISCONNECTED', error }),
      networkQuality: (side, level) => {
        if (!live()) return;
        if (side === 'local') store.localQuality = level;
        else store.remoteQuality = level;
      },
      // Issue 15: both sides see who is observing, by name.
      extraPeers: (peers) => {
        if (live()) store.observers = peers.filter((peer) => peer.connected).map((peer) => peer.participant.name);
      },
      // Only an observer is removed; a side's call goes on.
      removed: () => undefined,
    };
  }

  async function connect(token: CallToken) {
    const current = attempt;
    const check = () => {
      if (current !== attempt) throw new Superseded();
    };
    const opened = await media.openTracks({ videoOnly: false, cameraId: cameras[cameraIndex] ?? null });
    if (current !== attempt) {
      opened.audio?.stop();
      opened.video?.stop();
      throw new Superseded();
    }
    // A rejoin keeps the person's choices: a camera they had turned off stays off.
    if (!store.cameraOn) opened.video?.stop();
    tracks = store.cameraOn ? opened : { ...opened, video: null };
    if (tracks.audio) tracks.audio.enabled = store.micOn;
    publishLocal();
    cameras = await media.listCameras().catch(() => []);
    store.canFlip = cameras.length >= 2;
    // Flip and rejoin go on from the camera that opened (the one chosen in the pre-call check), not the first.
    const openedCamera = cameras.indexOf(cameraIdOf(opened.video) ?? '');
    if (openedCamera >= 0) cameraIndex = openedCamera;
    check();
    const created = await deps.createTransport(token, eventsFor(current));
    if (current !== attempt) {
      await created.disconnect();
      throw new Superseded();
    }
    transport = created;
    const participants = await created.connect(tracks);
    check();
    created.setMicEnabled(store.micOn);
    return { participants: participants.map(named) };
  }

  const machine = callMachine.provide({
    actors: {
      requestToken: fromPromise(async ({ input }: { input: { HCPSessionId: string } }) => {
        if (!media.isSupported()) throw new VideoCallError('unsupportedBrowser');
        const token = await deps.api.startVideoCall(input.HCPSessionId);
        if (!token?.token || !token.roomName) throw new VideoCallError('invalidResponse');
        return token;
      }),
      connect: fromPromise(({ input }: { input: { token: CallToken } }) => connect(input.token)),
      requestFallbackProvider: fromPromise(({ input }: { input: { HCPSessionId: string } }) => deps.api.requestFallbackProvider(input.HCPSessionId)),
      // Spec §4 "Ending": stop the tracks, tell the server, disconnect. A failure on the server still ends
      // the call here (the machine shows the warning and closes).
      endOnServer: fromPromise(async ({ input }: { input: { HCPSessionId: string | null } }) => {
        // Leaving first also abandons a connect still under way, so it cannot open the camera after this.
        const leaving = leave();
        let failure: unknown = null;
        if (input.HCPSessionId) {
          try {
            const answer = await deps.api.endVideoCall(input.HCPSessionId);
            if (!answer.success) failure = new Error(answer.message);
          } catch (error) {
            failure = error;
          }
        }
        await leaving;
        if (failure) throw failure;
      }),
    },
    actions: {
      storeRoom: (_, token) => deps.storage.save(token),
      leaveRoom: () => void leave(),
      playEndTone: () => media.playEndTone(),
      notifyJoined: (_, participant) => deps.notify({ kind: 'joined', name: participant.name }),
      notifyRestored: () => deps.notify({ kind: 'restored' }),
      notifyError: (_, key) => deps.notify({ kind: 'error', key }),
      cleanUp: () => {
        deps.storage.clear();
        void leave();
        // The call closed after the provider left (the client did not end it): say what happened.
        const departed = remoteDeparture.name;
        remoteDeparture.name = null;
        if (departed) deps.notify({ kind: 'remoteLeft', name: departed });
      },
    },
  });

  const actor = createActor(machine, deps.clock ? { clock: deps.clock } : {});
  actor.subscribe((snapshot) => mirror(snapshot));
  actor.start();

  function mirror(snapshot: SnapshotFrom<typeof machine>): void {
    const { context } = snapshot;
    store.view = callViewOf(snapshot);
    store.isCallActive = isCallActiveIn(snapshot);
    store.HCPSessionId = store.isCallActive ? context.HCPSessionId : null;
    store.asProvider = context.asProvider;
    store.elapsedSeconds = context.elapsedSeconds;
    store.rejoinSecondsLeft = context.rejoinSecondsLeft;
    store.waitingForFallback = context.waitingForFallback;
    store.noDoctorAvailable = context.noDoctorAvailable;
    store.reconnecting = isReconnecting(snapshot);
    store.restoredAt = context.restoredAt;
    store.remoteName = context.remote?.name ?? null;
    if (context.token) store.consultationDetails = context.token.consultationDetails;
    if (!store.isCallActive) {
      store.consultationDetails = null;
      store.minimized = false;
      store.canFlip = false;
    }
  }

  const settled = (snapshot: SnapshotFrom<typeof machine>) => !snapshot.matches('requestingToken') && !snapshot.matches('connecting');

  const actions = {
    /** Starts the call of a session; resolves once it is in the room (or failed, with its toast shown). */
    async joinCall(HCPSessionId: string): Promise<void> {
      store.minimized = false;
      remoteDeparture.name = null;
      if (isCallActiveIn(actor.getSnapshot())) return;
      store.micOn = true;
      store.cameraOn = true;
      actor.send({ type: 'START', HCPSessionId, asProvider: deps.asProvider() });
      await waitFor(actor, settled, { timeout: Infinity });
    },

    /** Ends the call (with the provider present, through the 5-second rejoin screen); resolves when closed. */
    async endCall(): Promise<void> {
      if (!isCallActiveIn(actor.getSnapshot())) return;
      // Ending it oneself (also from the rejoin screen) needs no word about who left.
      remoteDeparture.name = null;
      actor.send({ type: 'END' });
      if (actor.getSnapshot().matches('rejoinCountdown')) return;
      await waitFor(actor, (snapshot) => !isCallActiveIn(snapshot), { timeout: Infinity });
    },

    rejoin(): void {
      remoteDeparture.name = null;
      actor.send({ type: 'REJOIN' });
    },

    /** Spec §4: mute toggles the local audio. */
    toggleMic(): void {
      store.micOn = !store.micOn;
      if (tracks.audio) tracks.audio.enabled = store.micOn;
      transport?.setMicEnabled(store.micOn);
    },

    /** Spec §4: camera off stops and unpublishes the video track; on opens a new one. */
    async toggleCamera(): Promise<void> {
      if (store.cameraOn) {
        const previous = tracks.video;
        tracks = { ...tracks, video: null };
        store.cameraOn = false;
        publishLocal();
        previous?.stop();
        await transport?.replaceVideoTrack(previous, null);
        return;
      }
      try {
        const current = attempt;
        const { video } = await media.openTracks({ videoOnly: true, cameraId: cameras[cameraIndex] ?? null });
        if (current !== attempt || !video) {
          video?.stop();
          return;
        }
        tracks = { ...tracks, video };
        store.cameraOn = true;
        publishLocal();
        await transport?.replaceVideoTrack(null, video);
      } catch {
        deps.notify({ kind: 'error', key: 'cameraFailed' });
      }
    },

    /** Spec §4: swaps to the other camera, only when two distinct cameras exist. */
    async flipCamera(): Promise<void> {
      if (cameras.length < 2) return;
      const next = (cameraIndex + 1) % cameras.length;
      if (!store.cameraOn) {
        cameraIndex = next;
        return;
      }
      const previous = tracks.video;
      // Some phones cannot open the second camera while the first is still running.
      previous?.stop();
      try {
        const current = attempt;
        const { video } = await media.openTracks({ videoOnly: true, cameraId: cameras[next] ?? null });
        if (current !== attempt || !video) {
          video?.stop();
          return;
        }
        cameraIndex = next;
        tracks = { ...tracks, video };
        publishLocal();
        await transport?.replaceVideoTrack(previous, video);
      } catch {
        deps.notify({ kind: 'error', key: 'flipFailed' });
        tracks = { ...tracks, video: null };
        store.cameraOn = false;
        publishLocal();
        await transport?.replaceVideoTrack(previous, null).catch(() => undefined);
      }
    },

    minimize(): void {
      store.minimized = true;
    },

    restore(): void {
      store.minimized = false;
    },

    /** After a reload, rejoins the call whose room is in session storage (spec §3 twilioRoom, twilioToken). */
    async resumeCallFromSessionStorage(): Promise<void> {
      if (isCallActiveIn(actor.getSnapshot())) return;
      const HCPSessionId = sessionIdFromRoomName(deps.storage.storedRoom());
      if (!HCPSessionId) {
        deps.storage.clear();
        return;
      }
      await actions.joinCall(HCPSessionId);
    },

  };
  return actions;
}

export type CallEngine = ReturnType<typeof createCallEngine>;
