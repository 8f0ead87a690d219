import type { RoomTokens } from './room-tokens.ts';
import type { VideoAdapter } from './video-adapter.ts';

/**
 * The default: the two browsers connect to each other (WebRTC), exchanging offers, answers and ICE candidates
 * through the API (sendVideoSignal / videoSignals). The token is the room token those operations check.
 */
export function createP2pVideoAdapter(tokens: RoomTokens, now: () => Date): VideoAdapter {
  return { provider: 'P2P', issueToken: (request) => tokens.sign(request, now()) };
}
