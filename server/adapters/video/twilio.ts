import AccessToken from 'twilio/lib/jwt/AccessToken.js';
import type { VideoAdapter } from './video-adapter.ts';

export type TwilioCredentials = { accountSid: string; apiKey: string; apiSecret: string };

/** Twilio's tokens last up to a day; a call token needs only the consult, as the p2p room token does. */
const TTL_SECONDS = 2 * 60 * 60;

/**
 * Twilio Video: an access token (signed offline with the API key's secret, no request to Twilio) whose
 * VideoGrant admits the identity to the session's room only.
 */
export function createTwilioVideoAdapter(credentials: TwilioCredentials): VideoAdapter {
  return {
    provider: 'TWILIO',
    issueToken: ({ roomName, identity }) => {
      const token = new AccessToken(credentials.accountSid, credentials.apiKey, credentials.apiSecret, { identity, ttl: TTL_SECONDS });
      token.addGrant(new AccessToken.VideoGrant({ room: roomName }));
      return Promise.resolve(token.toJwt());
    },
  };
}
