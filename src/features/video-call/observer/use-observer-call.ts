// Issue 15: the observer's side of a call: admission (observeVideoCall), then a p2p transport in observer mode
// (no camera, no microphone; one receive-only connection per side), until the person leaves or the provider
// stops allowing observers.
import { useEffect, useState } from 'react';
import { GraphQLRequestError } from '../../../app/graphql-client.ts';
import { createSignalChannel } from '../engine/signal-channel.ts';
import type { CallTransport, ExtraPeerView, TransportEvents } from '../engine/transports/call-transport.ts';
import { createP2pTransport } from '../engine/transports/p2p-transport.ts';
import { observeVideoCall } from './observe-video-call.ts';

export type ObserverPhase = 'joining' | 'watching' | 'removed' | 'notAllowed' | 'notOpen' | 'unsupported' | 'failed';

export type ObserverCallState = { phase: ObserverPhase; peers: ExtraPeerView[]; clientName: string; providerName: string };

const ignore = () => undefined;

function phaseOfError(error: unknown): ObserverPhase {
  if (error instanceof GraphQLRequestError && error.code === 'FORBIDDEN') return 'notAllowed';
  if (error instanceof GraphQLRequestError && error.code === 'VIDEO_CALL_NOT_OPEN') return 'notOpen';
  return 'failed';
}

export function useObserverCall(HCPSessionId: string): ObserverCallState {
  const [state, setState] = useState<ObserverCallState>({ phase: 'joining', peers: [], clientName: '', providerName: '' });
  useEffect(() => {
    let transport: CallTransport | null = null;
    let left = false;
    const update = (next: Partial<ObserverCallState>) => {
      if (!left) setState((previous) => ({ ...previous, ...next }));
    };
    const events: TransportEvents = {
      participantJoined: ignore,
      participantLeft: ignore,
      remoteStream: ignore,
      reconnecting: ignore,
      reconnected: ignore,
      networkQuality: ignore,
      disconnected: () => update({ phase: 'failed', peers: [] }),
      extraPeers: (peers) => update({ peers }),
      removed: () => {
        update({ phase: 'removed', peers: [] });
        void transport?.disconnect();
      },
    };
    void (async () => {
      try {
        const token = await observeVideoCall(HCPSessionId);
        if (left) return;
        update({ clientName: token.consultationDetails.clientName, providerName: token.consultationDetails.HCPName });
        if (token.provider !== 'P2P') {
          update({ phase: 'unsupported' });
          return;
        }
        transport = createP2pTransport(token, events, createSignalChannel(token));
        await transport.connect({ audio: null, video: null });
        update({ phase: 'watching' });
      } catch (error) {
        update({ phase: phaseOfError(error) });
      }
    })();
    return () => {
      left = true;
      void transport?.disconnect();
    };
  }, [HCPSessionId]);
  return state;
}
