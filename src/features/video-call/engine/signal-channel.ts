// The p2p transport's signalling path over the API: sendVideoSignal to talk, the videoSignals subscription
// (SSE) to listen. Both carry the room token from startVideoCall.
import { request } from '../../../app/graphql-client.ts';
import { buildHeaders } from '../../../app/graphql-transport.ts';
import type { CallToken } from '../../../domain/video/call-machine.ts';
import type { VideoSignalsSubscription } from '../../../gql/graphql.ts';
import { SendVideoSignalDocument } from './api/send-video-signal.ts';
import { VideoSignalsDocument } from './api/video-signals.ts';
import type { SignalChannel, VideoSignalKind } from './transports/p2p-transport.ts';
import { subscribeSse } from '../../../app/sse-subscription.ts';

export function createSignalChannel(token: CallToken): SignalChannel {
  const room = { roomName: token.roomName, token: token.token };
  return {
    async send(kind: VideoSignalKind, payload: string, options: { keepalive?: boolean; to?: string } = {}) {
      const input = { ...room, kind, payload, ...(options.to === undefined ? {} : { toIdentity: options.to }) };
      if (options.keepalive) {
        // A page being closed: only a keepalive fetch still leaves; the transport's retries would not.
        await fetch(new URL('/graphql', globalThis.location.origin), {
          method: 'POST',
          keepalive: true,
          headers: { ...buildHeaders('session'), 'content-type': 'application/json' },
          body: JSON.stringify({ query: SendVideoSignalDocument.toString(), variables: { input }, operationName: 'SendVideoSignal' }),
        });
        return;
      }
      await request(SendVideoSignalDocument, { input }, { toastErrors: false, skipLoading: true, suppressAuthErrors: true });
    },
    subscribe(onSignal, ended) {
      return subscribeSse<VideoSignalsSubscription>(VideoSignalsDocument.toString(), room, {
        next: (data) => onSignal(data.videoSignals),
        ended,
      });
    },
  };
}
