// The Twilio Video adapter (ARCHITECTURE.md "Video"), used when the server issued a Twilio access token.
// twilio-video (about 90 KB gzip, not tree-shakable) is imported here, only when such a call starts.
import type * as TwilioVideoModule from 'twilio-video';
import type { Participant, RemoteParticipant, RemoteTrack, Room } from 'twilio-video';
import { PREFERRED_VIDEO_CODECS } from '../../../../domain/video/video-constants.ts';
import type { CallToken } from '../../../../domain/video/call-machine.ts';
import type { CallTransport, TransportEvents } from './call-transport.ts';

type TwilioVideo = typeof TwilioVideoModule;

function remoteMedia(participant: RemoteParticipant): MediaStreamTrack[] {
  const tracks: MediaStreamTrack[] = [];
  for (const publication of participant.tracks.values()) {
    const track = publication.track as RemoteTrack | null;
    if (track && (track.kind === 'audio' || track.kind === 'video')) tracks.push(track.mediaStreamTrack);
  }
  return tracks;
}

export async function createTwilioTransport(token: CallToken, events: TransportEvents, load: () => Promise<TwilioVideo> = () => import('twilio-video')): Promise<CallTransport> {
  const video = await load();
  let room: Room | null = null;
  let leaving = false;

  function watchRemote(participant: RemoteParticipant): void {
    const update = () => {
      const tracks = remoteMedia(participant);
      events.remoteStream(tracks.length > 0 ? new MediaStream(tracks) : null);
    };
    participant.on('trackSubscribed', update);
    participant.on('trackUnsubscribed', update);
    participant.on('networkQualityLevelChanged', (level: number) => events.networkQuality('remote', level));
    update();
    events.networkQuality('remote', participant.networkQualityLevel);
  }

  function watchQuality(participant: Participant): void {
    participant.on('networkQualityLevelChanged', (level: number) => events.networkQuality('local', level));
    events.networkQuality('local', participant.networkQualityLevel);
  }

  return {
    async connect(tracks) {
      const published = [tracks.audio, tracks.video].filter((track): track is MediaStreamTrack => track !== null);
      const connected = await video.connect(token.token, {
        name: token.roomName,
        tracks: published,
        preferredVideoCodecs: [...PREFERRED_VIDEO_CODECS],
        networkQuality: { local: 1, remote: 1 },
      });
      room = connected;
      watchQuality(connected.localParticipant);
      connected.on('participantConnected', (participant: RemoteParticipant) => {
        watchRemote(participant);
        events.participantJoined({ identity: participant.identity, name: '' });
      });
      connected.on('participantDisconnected', (participant: RemoteParticipant) => {
        events.remoteStream(null);
        events.participantLeft(participant.identity);
      });
      connected.on('reconnecting', () => events.reconnecting());
      connected.on('reconnected', () => events.reconnected());
      connected.on('disconnected', (_room: Room, error: unknown) => {
        // A long loss ends here; our own disconnect() too, which is not news to the engine.
        if (!leaving) events.disconnected(error ?? null);
      });
      const present = [...connected.participants.values()];
      present.forEach(watchRemote);
      return present.map((participant) => ({ identity: participant.identity, name: '' }));
    },

    setMicEnabled(enabled) {
      for (const publication of room?.localParticipant.audioTracks.values() ?? []) {
        if (enabled) publication.track.enable();
        else publication.track.disable();
      }
    },

    async replaceVideoTrack(previous, next) {
      if (!room) return;
      if (previous) room.localParticipant.unpublishTrack(previous);
      if (next) await room.localParticipant.publishTrack(next);
    },

    async disconnect() {
      if (!room || leaving) return;
      leaving = true;
      // The engine stops its own tracks; stop twilio's wrappers too, or the camera light stays on.
      for (const publication of room.localParticipant.tracks.values()) {
        const track = publication.track;
        if ('stop' in track) track.stop();
      }
      room.disconnect();
    },
  };
}
