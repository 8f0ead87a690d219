// The video call operations (issue 6): tokens for a session's room and the record of who joined and left.
import { endVideoCall } from '../services/video/end-video-call.ts';
import { requestFallbackProvider, type FallbackProviderView } from '../services/video/fallback-provider.ts';
import { startVideoCall, type ConsultationDetailsView, type VideoTokenView } from '../services/video/start-video-call.ts';
import type { IceServer } from '../adapters/video/video-adapter.ts';
import type { EndVideoCallView } from '../services/video/end-video-call.ts';
import { builder } from './builder.ts';

export const VideoProviderEnum = builder.enumType('VideoProvider', { values: ['P2P', 'TWILIO'] as const, description: 'The video service a call runs on.' });

const IceServerRef = builder.objectRef<IceServer>('IceServer').implement({
  description: 'A STUN or TURN server for the browser (RTCIceServer).',
  fields: (t) => ({
    urls: t.stringList({ resolve: (s) => s.urls }),
    username: t.string({ nullable: true, resolve: (s) => s.username ?? null }),
    credential: t.string({ nullable: true, resolve: (s) => s.credential ?? null }),
  }),
});

const ConsultationDetailsRef = builder.objectRef<ConsultationDetailsView>('ConsultationDetails').implement({
  description: 'Spec §3 "Video call state": the call\'s session and its two people (from = the caller).',
  fields: (t) => ({
    HCPSessionId: t.exposeID('HCPSessionId'),
    HCPId: t.exposeID('HCPId', { description: "The provider's profile id." }),
    fromUserId: t.exposeID('fromUserId'),
    toUserId: t.exposeID('toUserId'),
    HCPName: t.exposeString('HCPName'),
    clientName: t.exposeString('clientName'),
  }),
});

export const VideoTokenRef = builder.objectRef<VideoTokenView>('VideoToken').implement({
  description: 'Admission to a session\'s room: a Twilio access token, or the p2p room token that sendVideoSignal and videoSignals take.',
  fields: (t) => ({
    token: t.exposeString('token'),
    roomName: t.exposeString('roomName'),
    provider: t.field({ type: VideoProviderEnum, resolve: (v) => v.provider }),
    identity: t.exposeString('identity', { description: "The caller's identity in the room (its user id)." }),
    iceServers: t.field({ type: [IceServerRef], resolve: (v) => v.iceServers }),
    consultationDetails: t.field({ type: ConsultationDetailsRef, resolve: (v) => v.consultationDetails }),
  }),
});

const EndVideoCallResultRef = builder.objectRef<EndVideoCallView>('EndVideoCallResult').implement({
  fields: (t) => ({ message: t.exposeString('message'), success: t.exposeBoolean('success') }),
});

export const VideoCallInput = builder.inputType('VideoCallInput', { fields: (t) => ({ HCPSessionId: t.id({ required: true }) }) });

builder.mutationField('startVideoCall', (t) =>
  t.field({
    type: VideoTokenRef,
    description:
      "The session's client (CLIENT grant) or provider (HEALTHCARE_PROVIDER grant) joins its call: from 15 minutes before the start until the end (VIDEO_CALL_NOT_OPEN otherwise). The session becomes INPROGRESS once both sides have joined.",
    args: { input: t.arg({ type: VideoCallInput, required: true }) },
    resolve: (_root, args, ctx) => startVideoCall(ctx, String(args.input.HCPSessionId)),
  }),
);

builder.mutationField('endVideoCall', (t) =>
  t.field({
    type: EndVideoCallResultRef,
    description: "Records that the caller's side left the call. The status does not change (the provider completes the session).",
    args: { input: t.arg({ type: VideoCallInput, required: true }) },
    resolve: (_root, args, ctx) => endVideoCall(ctx, String(args.input.HCPSessionId)),
  }),
);

const FallbackProviderStatusEnum = builder.enumType('FallbackProviderStatus', {
  values: {
    WAIT: { description: 'Too early: the booked provider has until 5 minutes after the start. Ask again in retryInMs.' },
    ASSIGNED: { description: 'Another provider has the session; without one in the call after noDoctorInMs, advise rescheduling.' },
    NONE_AVAILABLE: { description: 'No other provider can take the session now.' },
    PROVIDER_JOINED: { description: 'The booked provider has joined the call.' },
  } as const,
});

const FallbackProviderResultRef = builder.objectRef<FallbackProviderView>('FallbackProviderResult').implement({
  fields: (t) => ({
    status: t.field({ type: FallbackProviderStatusEnum, resolve: (v) => v.status }),
    retryInMs: t.int({ nullable: true, resolve: (v) => v.retryInMs }),
    noDoctorInMs: t.int({ nullable: true, resolve: (v) => v.noDoctorInMs }),
    HCPName: t.string({ nullable: true, resolve: (v) => v.HCPName, description: "The fallback provider's name." }),
  }),
});

builder.mutationField('requestFallbackProvider', (t) =>
  t.field({
    type: FallbackProviderResultRef,
    description:
      "The session's client, waiting in the call, asks for another provider because the booked one has not joined: from 5 minutes after the start, once per session, to a provider of the organization free for the whole consult.",
    args: { input: t.arg({ type: VideoCallInput, required: true }) },
    resolve: (_root, args, ctx) => requestFallbackProvider(ctx, String(args.input.HCPSessionId)),
  }),
);
