// Issue 15: the front desk observing a consultation's call, when its provider allows it (services/video/observers.ts).
import { observeVideoCall, observersAllowed, setObserversAllowed } from '../services/video/observers.ts';
import { builder } from './builder.ts';
import { HcpSession } from './scheduling-session.ts';
import { VideoCallInput, VideoTokenRef } from './video.ts';

builder.objectField(HcpSession, 'observersAllowed', (t) =>
  t.boolean({
    description: "Whether the provider allows the front desk to observe this consultation's call (issue 15).",
    resolve: (view, _args, ctx) => observersAllowed(ctx.deps.db, view.session.id),
  }),
);

const ConsultObserversInput = builder.inputType('ConsultObserversInput', {
  fields: (t) => ({ HCPSessionId: t.id({ required: true }), allowed: t.boolean({ required: true }) }),
});

builder.mutationField('setConsultObserversAllowed', (t) =>
  t.field({
    type: HcpSession,
    description:
      "The session's provider allows (or stops allowing) a receptionist of its business to observe the call. Stopping sends any observer out of the call at once. Another provider's session: NOT_FOUND.",
    args: { input: t.arg({ type: ConsultObserversInput, required: true }) },
    resolve: (_root, args, ctx) => setObserversAllowed(ctx, String(args.input.HCPSessionId), args.input.allowed),
  }),
);

builder.mutationField('observeVideoCall', (t) =>
  t.field({
    type: VideoTokenRef,
    description:
      "A receptionist of the session's business joins its call as an observer (camera and microphone off; both sides see 'Observer: <name>'), in the join window and only while the provider allows it (FORBIDDEN, extensions.reason OBSERVERS_NOT_ALLOWED). Another business's session: NOT_FOUND.",
    args: { input: t.arg({ type: VideoCallInput, required: true }) },
    resolve: (_root, args, ctx) => observeVideoCall(ctx, String(args.input.HCPSessionId)),
  }),
);
