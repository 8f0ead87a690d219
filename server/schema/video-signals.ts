// Signalling for p2p calls: a GraphQL subscription over Yoga's SSE and a mutation, both authorised by the room token.
import { VIDEO_SIGNAL_KINDS, type VideoSignalEvent } from '../adapters/video/video-signals.ts';
import { sendVideoSignal, subscribeVideoSignals } from '../services/video/video-signalling.ts';
import { builder } from './builder.ts';

const VideoSignalKindEnum = builder.enumType('VideoSignalKind', { values: VIDEO_SIGNAL_KINDS });

const VideoSignalRef = builder.objectRef<VideoSignalEvent>('VideoSignal').implement({
  description: "A message from another participant of the room: JOIN, LEAVE, an SDP OFFER or ANSWER, or an ICE candidate (payload as the sender wrote it); REMOVED from the server when the provider stops allowing observers.",
  fields: (t) => ({
    kind: t.field({ type: VideoSignalKindEnum, resolve: (s) => s.kind }),
    payload: t.exposeString('payload', { nullable: true }),
    fromIdentity: t.exposeString('fromIdentity'),
    fromName: t.exposeString('fromName'),
    toIdentity: t.string({ nullable: true, resolve: (s) => s.toIdentity ?? null, description: 'The one participant it is addressed to; null for the whole room.' }),
  }),
});

const SendVideoSignalInput = builder.inputType('SendVideoSignalInput', {
  fields: (t) => ({
    roomName: t.string({ required: true }),
    token: t.string({ required: true, description: 'The p2p room token from startVideoCall.' }),
    kind: t.field({ type: VideoSignalKindEnum, required: true }),
    payload: t.string({ description: 'JSON of the SDP or ICE candidate; at most 64,000 characters.' }),
    toIdentity: t.string({ description: 'Addresses one participant of the room (a room with an observer has three); omitted: the whole room.' }),
  }),
});

builder.mutationField('sendVideoSignal', (t) =>
  t.field({
    type: 'Boolean',
    description: 'Sends a signalling message to the other participant of the room (VIDEO_TOKEN_INVALID for a bad or expired room token).',
    args: { input: t.arg({ type: SendVideoSignalInput, required: true }) },
    resolve: (_root, args, ctx) => sendVideoSignal(ctx, args.input),
  }),
);

builder.subscriptionType({});

builder.subscriptionField('videoSignals', (t) =>
  t.field({
    type: VideoSignalRef,
    description: "The room's signals from the other participant (never the subscriber's own), over SSE (Accept: text/event-stream).",
    args: { roomName: t.arg.string({ required: true }), token: t.arg.string({ required: true }) },
    subscribe: (_root, args, ctx) => subscribeVideoSignals(ctx, args.roomName, args.token),
    resolve: (signal) => signal,
  }),
);
