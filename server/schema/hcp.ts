// The provider console's sessions (issue 6): the calling provider's own sessions, their client, item and
// answers, and the outcomes a provider records (completed, no-show).
import type { GraphQLContext } from '../context.ts';
import { answersOfItem, hcpClientProfile } from '../services/hcp/session-details.ts';
import type { HcpClientProfileView } from '../services/hcp/client-profile.ts';
import type { ItemAnswersView } from '../services/hcp/answers.ts';
import { ownSessionActor, type HcpActor } from '../services/hcp/hcp-scope.ts';
import { getHcpSession, listHcpSessions } from '../services/hcp/hcp-sessions.ts';
import { providerDisplayName } from '../services/video/fallback-provider.ts';
import { orderItemView } from '../services/hcp/order-item-view.ts';
import { completeSession, markSessionNoShow, NO_SHOW_SIDES } from '../services/hcp/session-outcomes.ts';
import type { SessionView } from '../services/scheduling/sessions.ts';
import { appError } from '../services/errors.ts';
import { auditHealthRead } from '../services/audit.ts';
import { builder } from './builder.ts';
import { OrderItem } from './orders.ts';
import { HcpSession } from './scheduling-session.ts';
import { VideoCallInput } from './video.ts';

const HcpClientProfileRef = builder.objectRef<HcpClientProfileView>('HcpClientProfile').implement({
  description: "What the session's provider sees of its client.",
  fields: (t) => ({
    clientId: t.exposeID('clientId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
    dob: t.exposeString('dob', { nullable: true, description: 'YYYY-MM-DD.' }),
    gender: t.exposeString('gender', { nullable: true }),
    heightCm: t.exposeFloat('heightCm', { nullable: true }),
    timezone: t.exposeString('timezone', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
  }),
});

const ItemAnswersRef = builder.objectRef<ItemAnswersView>('ItemAnswers').implement({
  description: "A form the client answered for the booking (pre-assessment and the like), with the answered version's schema.",
  fields: (t) => ({
    id: t.exposeID('id'),
    formId: t.exposeID('formId'),
    formName: t.exposeString('formName'),
    formType: t.exposeString('formType'),
    formSchema: t.field({ type: 'JSON', resolve: (a) => a.formSchema }),
    formUiSchema: t.field({ type: 'JSON', resolve: (a) => a.formUiSchema }),
    answers: t.field({ type: 'JSON', resolve: (a) => a.answers }),
    isHCPReviewed: t.exposeBoolean('isHCPReviewed'),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (a) => a.updatedAt }),
  }),
});

/** The console's details of a session are for its own provider only. */
async function ownProvider(ctx: GraphQLContext, view: SessionView): Promise<HcpActor> {
  const actor = await ownSessionActor(ctx, view.session.id);
  if (!actor) throw appError('FORBIDDEN');
  return actor;
}

builder.objectFields(HcpSession, (t) => ({
  client: t.field({
    type: HcpClientProfileRef,
    nullable: true,
    description: "The session's client (its provider only).",
    resolve: async (view, _args, ctx) => {
      const actor = await ownProvider(ctx, view);
      return hcpClientProfile(ctx.deps.db, actor.organizationId, view.session.clientId);
    },
  }),
  orderItem: t.field({
    type: OrderItem,
    nullable: true,
    description: 'The booked order item (its provider only).',
    resolve: async (view, _args, ctx) => {
      const actor = await ownProvider(ctx, view);
      return view.session.orderItemId ? orderItemView(ctx.deps.db, actor.organizationId, view.session.orderItemId) : null;
    },
  }),
  coveringFor: t.string({
    nullable: true,
    description: 'The provider booked first, when this provider took the session over as the fallback (its provider only).',
    resolve: async (view, _args, ctx) => {
      await ownProvider(ctx, view);
      return view.session.fallbackFromProviderId ? providerDisplayName(ctx.deps.db, view.session.fallbackFromProviderId) : null;
    },
  }),
  answers: t.field({
    type: [ItemAnswersRef],
    description: "The client's answers for the booked item, oldest first (its provider only).",
    resolve: async (view, _args, ctx) => {
      const actor = await ownProvider(ctx, view);
      const answers = await answersOfItem(ctx.deps.db, actor.organizationId, view.session.orderItemId);
      if (answers.length > 0) await auditHealthRead(ctx, 'HcpSession.answers', { organizationId: actor.organizationId, clientId: view.session.clientId });
      return answers;
    },
  }),
}));

const HcpSessionsFilter = builder.inputType('HcpSessionsFilter', {
  fields: (t) => ({
    from: t.string({ required: true, description: 'ISO 8601 instant; sessions starting at or after it.' }),
    to: t.string({ required: true, description: 'ISO 8601 instant; sessions starting before it (at most 93 days after from).' }),
  }),
});

builder.queryField('hcpSessions', (t) =>
  t.field({
    type: [HcpSession],
    description: "The calling provider's own booked sessions (not PENDING holds) starting in [from, to), earliest first.",
    args: { filter: t.arg({ type: HcpSessionsFilter, required: true }) },
    resolve: (_root, args, ctx) => listHcpSessions(ctx, args.filter),
  }),
);

builder.queryField('hcpSession', (t) =>
  t.field({
    type: HcpSession,
    nullable: true,
    description: "One of the calling provider's own sessions, with its client, item and answers; null for anyone else's.",
    args: { HCPSessionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getHcpSession(ctx, String(args.HCPSessionId)),
  }),
);

builder.mutationField('completeSession', (t) =>
  t.field({
    type: HcpSession,
    description: "The session's provider completes a consultation in progress (INPROGRESS -> COMPLETED).",
    args: { input: t.arg({ type: VideoCallInput, required: true }) },
    resolve: (_root, args, ctx) => completeSession(ctx, String(args.input.HCPSessionId)),
  }),
);

const NoShowSideEnum = builder.enumType('NoShowSide', { values: NO_SHOW_SIDES, description: 'Who did not come: the client, the provider, or both.' });

const MarkSessionNoShowInput = builder.inputType('MarkSessionNoShowInput', {
  fields: (t) => ({ HCPSessionId: t.id({ required: true }), who: t.field({ type: NoShowSideEnum, required: true }) }),
});

builder.mutationField('markSessionNoShow', (t) =>
  t.field({
    type: HcpSession,
    description: "After its start, the session's provider (or staff of its business) records a no-show: CLIENT_NO_SHOW, HCP_NO_SHOW or BOTH_NO_SHOW.",
    args: { input: t.arg({ type: MarkSessionNoShowInput, required: true }) },
    resolve: (_root, args, ctx) => markSessionNoShow(ctx, { sessionId: String(args.input.HCPSessionId), who: args.input.who }),
  }),
);
