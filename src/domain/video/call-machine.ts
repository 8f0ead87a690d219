// Spec §4 "Video call": the lifecycle of one call as an xstate machine. Pure: the work at each step (asking for
// a token, opening the room, ending on the server, stopping the camera) is named here and supplied by the
// engine through `callMachine.provide(...)`, so the tests drive every transition with fakes and a fake clock.
import { assign, fromPromise, setup } from 'xstate';
import { FALLBACK_RETRY_MS } from '../scheduling/fallback-provider.ts';
import { REJOIN_COUNTDOWN_SECONDS, FALLBACK_PROVIDER_WAIT_MS, CALL_TIMER_TICK_MS } from './video-constants.ts';
import { VideoCallError, videoErrorKey } from './video-errors.ts';
import type { VideoErrorKey } from './video-errors.ts';

export type CallProvider = 'P2P' | 'TWILIO';
export type IceServerConfig = { urls: string[]; username?: string | null; credential?: string | null };
export type CallConsultationDetails = {
  HCPSessionId: string;
  HCPId: string;
  fromUserId: string;
  toUserId: string;
  HCPName: string;
  clientName: string;
};

/** startVideoCall's answer (issue 6 contract, VideoToken). */
export type CallToken = {
  token: string;
  roomName: string;
  provider: CallProvider;
  identity: string;
  iceServers: IceServerConfig[];
  consultationDetails: CallConsultationDetails;
};

export type RemoteParticipant = { identity: string; name: string };

/** requestFallbackProvider's answer: what a client waiting for its provider does next. */
export type FallbackAnswer =
  | { status: 'WAIT'; retryInMs: number }
  | { status: 'ASSIGNED'; noDoctorInMs: number; HCPName: string }
  | { status: 'NONE_AVAILABLE' }
  | { status: 'PROVIDER_JOINED' };

export type CallContext = {
  HCPSessionId: string | null;
  /** The local side is the session's provider (HCP console); otherwise the client. */
  asProvider: boolean;
  token: CallToken | null;
  remote: RemoteParticipant | null;
  elapsedSeconds: number;
  rejoinSecondsLeft: number;
  waitingForFallback: boolean;
  noDoctorAvailable: boolean;
  /** How long to wait before asking the server for a fallback provider (again). */
  fallbackRetryMs: number;
  /** What is left of the 150-second wait for the fallback provider. */
  fallbackWaitMs: number;
  /** What ended the call in error (spec §8 key). */
  errorKey: VideoErrorKey | null;
  restoredAt: number | null;
};

export type CallEvent =
  | { type: 'START'; HCPSessionId: string; asProvider: boolean }
  | { type: 'PARTICIPANT_JOINED'; participant: RemoteParticipant }
  | { type: 'PARTICIPANT_LEFT'; identity: string }
  | { type: 'RECONNECTING' }
  | { type: 'RECONNECTED'; at: number }
  /** The room was lost for good (network gone, kicked out, token expired mid-call). */
  | { type: 'DISCONNECTED'; error: unknown }
  | { type: 'END' }
  | { type: 'REJOIN' };

/** What the connect step hands back: who is already in the room. */
export type ConnectResult = { participants: RemoteParticipant[] };

export const INITIAL_CALL_CONTEXT: CallContext = {
  HCPSessionId: null,
  asProvider: false,
  token: null,
  remote: null,
  elapsedSeconds: 0,
  rejoinSecondsLeft: REJOIN_COUNTDOWN_SECONDS,
  waitingForFallback: false,
  noDoctorAvailable: false,
  fallbackRetryMs: FALLBACK_RETRY_MS,
  fallbackWaitMs: FALLBACK_PROVIDER_WAIT_MS,
  errorKey: null,
  restoredAt: null,
};

/** The fallback provider now has the session: the call names them, and the 150-second wait starts. */
function assignedFallback(context: CallContext, answer: { noDoctorInMs: number; HCPName: string }): Partial<CallContext> {
  const token = context.token ? { ...context.token, consultationDetails: { ...context.token.consultationDetails, HCPName: answer.HCPName } } : null;
  return { fallbackWaitMs: answer.noDoctorInMs, token };
}

function startContext(event: { HCPSessionId: string; asProvider: boolean }): CallContext {
  return { ...INITIAL_CALL_CONTEXT, HCPSessionId: event.HCPSessionId, asProvider: event.asProvider };
}

export const callMachine = setup({
  types: {} as { context: CallContext; events: CallEvent },
  actors: {
    // Supplied by the engine; these defaults only say so if one is forgotten.
    requestToken: fromPromise<CallToken, { HCPSessionId: string }>(() => Promise.reject(new VideoCallError('default'))),
    connect: fromPromise<ConnectResult, { token: CallToken }>(() => Promise.reject(new VideoCallError('default'))),
    endOnServer: fromPromise<void, { HCPSessionId: string | null }>(() => Promise.resolve()),
    requestFallbackProvider: fromPromise<FallbackAnswer, { HCPSessionId: string }>(() => Promise.reject(new VideoCallError('default'))),
  },
  actions: {
    /** Remembers the room in session storage so that a reload rejoins. */
    storeRoom: (_, _token: CallToken) => undefined,
    /** Leaves the room and stops the local tracks (the rejoin screen, an error). */
    leaveRoom: () => undefined,
    playEndTone: () => undefined,
    notifyJoined: (_, _participant: RemoteParticipant) => undefined,
    notifyRestored: () => undefined,
    notifyError: (_, _key: VideoErrorKey) => undefined,
    /** Ending is over: clear the stored room and let go of everything. */
    cleanUp: () => undefined,
  },
  guards: {
    hasRemote: ({ context }) => context.remote !== null,
    // The client's provider left: the client is sent to the rejoin screen (spec §4). A provider whose client
    // left keeps waiting in the room for the client to come back.
    remoteWasProvider: ({ context }) => !context.asProvider,
    countdownLeft: ({ context }) => context.rejoinSecondsLeft > 1,
    /** A client alone in the room may need another provider; a provider never asks for one. */
    waitsForProvider: ({ context }) => !context.asProvider && context.remote === null,
  },
  delays: {
    tick: CALL_TIMER_TICK_MS,
    fallbackRetry: ({ context }) => context.fallbackRetryMs,
    fallbackWait: ({ context }) => context.fallbackWaitMs,
  },
}).createMachine({
  id: 'call',
  initial: 'idle',
  context: INITIAL_CALL_CONTEXT,
  states: {
    idle: {
      on: { START: { target: 'requestingToken', actions: assign(({ event }) => startContext(event)) } },
    },
    requestingToken: {
      invoke: {
        src: 'requestToken',
        input: ({ context }) => ({ HCPSessionId: context.HCPSessionId ?? '' }),
        onDone: {
          target: 'connecting',
          actions: [assign({ token: ({ event }) => event.output }), { type: 'storeRoom', params: ({ event }) => event.output }],
        },
        onError: { target: 'error', actions: assign({ errorKey: ({ event }) => videoErrorKey(event.error) }) },
      },
      on: { END: 'ending' },
    },
    connecting: {
      invoke: {
        src: 'connect',
        input: ({ context }) => ({ token: context.token as CallToken }),
        onDone: {
          target: 'inCall',
          actions: assign({ remote: ({ context, event }) => event.output.participants[0] ?? context.remote }),
        },
        onError: { target: 'error', actions: assign({ errorKey: ({ event }) => videoErrorKey(event.error) }) },
      },
      on: {
        END: 'ending',
        PARTICIPANT_JOINED: { actions: assign({ remote: ({ event }) => event.participant }) },
      },
    },
    inCall: {
      type: 'parallel',
      on: {
        END: [{ guard: 'hasRemote', target: 'rejoinCountdown' }, { target: 'ending' }],
        DISCONNECTED: { target: 'error', actions: assign({ errorKey: ({ event }) => (event.error ? videoErrorKey(event.error) : 'network') }) },
      },
      states: {
        // Events are handled inside each region so that one region's transition never resets the others.
        presence: {
          initial: 'waiting',
          on: {
            PARTICIPANT_JOINED: {
              target: '.connected',
              actions: [assign({ remote: ({ event }) => event.participant }), { type: 'notifyJoined', params: ({ event }) => event.participant }],
            },
            PARTICIPANT_LEFT: [
              { guard: ({ context, event }) => context.remote?.identity !== event.identity },
              { guard: 'remoteWasProvider', target: '#call.rejoinCountdown' },
              { target: '.waiting', actions: assign({ remote: null }) },
            ],
          },
          states: {
            waiting: {
              // The counter runs only while a participant is present, and starts again from zero.
              entry: assign({ elapsedSeconds: 0 }),
              always: { guard: 'hasRemote', target: 'connected' },
            },
            connected: {
              initial: 'ticking',
              states: {
                ticking: {
                  after: { tick: { target: 'ticking', reenter: true, actions: assign({ elapsedSeconds: ({ context }) => context.elapsedSeconds + 1 }) } },
                },
              },
            },
          },
        },
        link: {
          initial: 'stable',
          states: {
            stable: { on: { RECONNECTING: 'reconnecting' } },
            reconnecting: {
              on: {
                RECONNECTED: { target: 'stable', actions: [assign({ restoredAt: ({ event }) => event.at }), 'notifyRestored'] },
                // A p2p link that never recovered ends with the participant leaving: nothing left to reconnect.
                PARTICIPANT_LEFT: 'stable',
              },
            },
          },
        },
        // Spec §4: a client whose provider has not come asks the server for another (allowed from 5 minutes past
        // the start: until then the server says when to ask again). Once one is assigned, the 'assigning a
        // fallback provider' message shows, and 150 s without a provider in the room shows no doctor available.
        fallback: {
          initial: 'idle',
          states: {
            idle: {
              entry: assign({ waitingForFallback: false, noDoctorAvailable: false }),
              always: { guard: 'waitsForProvider', target: 'asking' },
            },
            asking: {
              always: { guard: 'hasRemote', target: 'present' },
              invoke: {
                src: 'requestFallbackProvider',
                input: ({ context }) => ({ HCPSessionId: context.HCPSessionId ?? '' }),
                onDone: [
                  { guard: ({ event }) => event.output.status === 'WAIT', target: 'pausing', actions: assign({ fallbackRetryMs: ({ event }) => (event.output.status === 'WAIT' ? event.output.retryInMs : FALLBACK_RETRY_MS) }) },
                  {
                    guard: ({ event }) => event.output.status === 'ASSIGNED',
                    target: 'waiting',
                    actions: assign(({ context, event }) => (event.output.status === 'ASSIGNED' ? assignedFallback(context, event.output) : {})),
                  },
                  { guard: ({ event }) => event.output.status === 'NONE_AVAILABLE', target: 'noDoctorAvailable' },
                  // PROVIDER_JOINED: the provider is on the way into the room; if they do not arrive, ask again.
                  { target: 'pausing', actions: assign({ fallbackRetryMs: FALLBACK_RETRY_MS }) },
                ],
                // The call goes on without the fallback; ask again a little later.
                onError: { target: 'pausing', actions: assign({ fallbackRetryMs: FALLBACK_RETRY_MS }) },
              },
            },
            pausing: {
              always: { guard: 'hasRemote', target: 'present' },
              after: { fallbackRetry: { target: 'asking' } },
            },
            waiting: {
              entry: assign({ waitingForFallback: true, noDoctorAvailable: false }),
              always: { guard: 'hasRemote', target: 'present' },
              after: { fallbackWait: { target: 'noDoctorAvailable' } },
            },
            noDoctorAvailable: {
              entry: assign({ waitingForFallback: false, noDoctorAvailable: true }),
              always: { guard: 'hasRemote', target: 'present' },
            },
            // A provider is (or has been) in the room: nothing more to ask for in this call.
            present: { entry: assign({ waitingForFallback: false, noDoctorAvailable: false }) },
          },
        },
      },
    },
    rejoinCountdown: {
      entry: [assign({ rejoinSecondsLeft: REJOIN_COUNTDOWN_SECONDS, remote: null, elapsedSeconds: 0 }), 'leaveRoom', 'playEndTone'],
      initial: 'counting',
      states: {
        counting: {
          after: {
            tick: [
              { guard: 'countdownLeft', target: 'counting', reenter: true, actions: assign({ rejoinSecondsLeft: ({ context }) => context.rejoinSecondsLeft - 1 }) },
              { target: '#call.ending', actions: assign({ rejoinSecondsLeft: 0 }) },
            ],
          },
        },
      },
      on: {
        REJOIN: { target: 'requestingToken' },
        END: 'ending',
      },
    },
    ending: {
      invoke: {
        src: 'endOnServer',
        input: ({ context }) => ({ HCPSessionId: context.HCPSessionId }),
        onDone: { target: 'closed' },
        // 'Failed to properly end call on server.' is a warning: the call still ends here.
        onError: { target: 'closed', actions: { type: 'notifyError', params: 'endFailed' } },
      },
    },
    closed: {
      entry: ['cleanUp', assign({ remote: null, token: null, waitingForFallback: false, noDoctorAvailable: false })],
      on: { START: { target: 'requestingToken', actions: assign(({ event }) => startContext(event)) } },
    },
    error: {
      entry: ['leaveRoom', 'cleanUp', { type: 'notifyError', params: ({ context }) => context.errorKey ?? 'default' }],
      on: { START: { target: 'requestingToken', actions: assign(({ event }) => startContext(event)) } },
    },
  },
});

export type CallMachine = typeof callMachine;
