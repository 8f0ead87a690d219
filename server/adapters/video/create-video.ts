import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { createP2pVideoAdapter } from './p2p.ts';
import { createRoomTokens, type RoomTokens } from './room-tokens.ts';
import { createTwilioVideoAdapter } from './twilio.ts';
import type { IceServer, VideoAdapter } from './video-adapter.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { VideoSignalBus } from './video-signals.ts';

/** Everything the video operations need: the adapter, the ICE servers, the room tokens and the signal bus. */
export type VideoDeps = { adapter: VideoAdapter; iceServers: IceServer[]; roomTokens: RoomTokens; signals: VideoSignalBus };

const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).transform((u) => (typeof u === 'string' ? [u] : u)),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/**
 * VIDEO_ICE_SERVERS: a JSON array of RTCIceServer objects (`[{"urls":"stun:stun.example.org:3478"}]`). Unset means
 * none: two browsers on one machine or one LAN connect without STUN or TURN.
 */
export function parseIceServers(value: string | undefined): IceServer[] {
  if (value === undefined || value.trim() === '') return [];
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new Error('Invalid configuration: VIDEO_ICE_SERVERS must be a JSON array of ICE servers');
  }
  const parsed = z.array(iceServerSchema).safeParse(json);
  if (!parsed.success) throw new Error('Invalid configuration: VIDEO_ICE_SERVERS must be a JSON array of {urls, username?, credential?}');
  return parsed.data;
}

export type CreateVideoOptions = {
  config: AppConfig;
  jwtSecret: Uint8Array;
  now: () => Date;
  /** The process's event bus (`AppDeps.events`): p2p signals travel on it. */
  events: EventBus;
  env?: Record<string, string | undefined>;
};

/** Twilio when its three credentials are configured, otherwise the built-in p2p adapter. */
export function createVideo({ config, jwtSecret, now, events, env = process.env }: CreateVideoOptions): VideoDeps {
  const roomTokens = createRoomTokens(jwtSecret);
  const adapter = config.twilio ? createTwilioVideoAdapter(config.twilio) : createP2pVideoAdapter(roomTokens, now);
  return { adapter, iceServers: parseIceServers(env['VIDEO_ICE_SERVERS']), roomTokens, signals: events };
}
