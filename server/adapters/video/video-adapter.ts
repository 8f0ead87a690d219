/** The video services a call can run on (ARCHITECTURE.md "Video"): browser-to-browser WebRTC, or Twilio Video. */
export type VideoProviderName = 'P2P' | 'TWILIO';

/** A STUN or TURN server handed to the browser's RTCPeerConnection (same shape as RTCIceServer). */
export type IceServer = { urls: string[]; username?: string | undefined; credential?: string | undefined };

export type RoomGrantRequest = {
  /** `session-{HCPSessionId}`. */
  roomName: string;
  /** Stable per participant (the user id): the other side sees it as the remote participant's identity. */
  identity: string;
  /** The participant's display name, shown to the other side. */
  name: string;
};

/** The port: issues the token that lets one participant into one room. Tokens are secrets and are never logged. */
export type VideoAdapter = {
  readonly provider: VideoProviderName;
  issueToken(request: RoomGrantRequest): Promise<string>;
};
