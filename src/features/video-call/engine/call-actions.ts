// The call engine's actions for the overlay, the booking's Join and the HCP console (issue 6 contract),
// wired to the browser, the API and the two video adapters. Loaded lazily (load-call-engine.ts).
import { getCurrentUserCookie } from '../../../app/auth-tokens.ts';
import type { CallToken } from '../../../domain/video/call-machine.ts';
import { endVideoCall } from './api/end-video-call.ts';
import { requestFallbackProvider } from './api/request-fallback-provider.ts';
import { startVideoCall } from './api/start-video-call.ts';
import { createCallEngine } from './call-engine.ts';
import { emitCallNotice } from './call-notices.ts';
import { callState } from '../../../app/call/call-store.ts';
import { browserMedia } from './local-media.ts';
import { sessionRoomStorage } from './room-storage.ts';
import { createSignalChannel } from './signal-channel.ts';
import type { TransportEvents } from './transports/call-transport.ts';
import { createP2pTransport } from './transports/p2p-transport.ts';

async function createTransport(token: CallToken, events: TransportEvents) {
  if (token.provider === 'TWILIO') {
    const { createTwilioTransport } = await import('./transports/twilio-transport.ts');
    return createTwilioTransport(token, events);
  }
  return createP2pTransport(token, events, createSignalChannel(token));
}

const engine = createCallEngine({
  api: { startVideoCall, endVideoCall, requestFallbackProvider },
  media: browserMedia,
  createTransport,
  storage: sessionRoomStorage,
  notify: emitCallNotice,
  store: callState,
  asProvider: () => getCurrentUserCookie()?.roleName === 'HEALTHCARE_PROVIDER',
  now: () => Date.now(),
});

export const {
  joinCall,
  endCall,
  rejoin,
  toggleMic,
  toggleCamera,
  flipCamera,
  minimize,
  restore,
  resumeCallFromSessionStorage,
} = engine;
