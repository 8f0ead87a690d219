import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { RoomGrantRequest } from './video-adapter.ts';

/** A p2p room token lasts two hours: longer than any consult, short enough that a leaked one soon dies. */
export const ROOM_TOKEN_TTL_SECONDS = 2 * 60 * 60;

const AUDIENCE = 'carebook:video-room';

export type RoomClaims = { roomName: string; identity: string; name: string };

export type RoomTokens = {
  sign(request: RoomGrantRequest, now: Date): Promise<string>;
  /** The claims of a valid, unexpired token for `roomName`; null for anything else. */
  verify(token: string, roomName: string, now: Date): Promise<RoomClaims | null>;
};

/**
 * Room tokens are jose JWTs (HS256) under their own key, derived from the server secret with a fixed label, so an
 * access token can never pass as a room token or the other way round.
 */
export function createRoomTokens(serverSecret: Uint8Array): RoomTokens {
  const key = createHmac('sha256', serverSecret).update('carebook video room token v1').digest();
  return {
    sign: async ({ roomName, identity, name }, now) => {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ room: roomName, name })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(identity)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ROOM_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    verify: async (token, roomName, now) => {
      try {
        const { payload } = await jwtVerify(token, key, { audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
        const { room, name, sub } = payload;
        if (room !== roomName || typeof sub !== 'string' || typeof name !== 'string') return null;
        return { roomName, identity: sub, name };
      } catch {
        return null;
      }
    },
  };
}
