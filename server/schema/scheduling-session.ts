import { isSessionMode } from '../../src/domain/scheduling/provider.ts';
import { requireClientAccess, requireGrant } from '../context.ts';
import { holdSlot, releaseSlot, type HoldActor } from '../services/scheduling/hold-slot.ts';
import type { SessionView } from '../services/scheduling/sessions.ts';
import type { GraphQLContext } from '../context.ts';
import { appError, badInput } from '../services/errors.ts';
import { builder } from './builder.ts';
import { SessionModeEnum, SessionStatusEnum } from './scheduling-enums.ts';

const SessionProvider = builder.objectRef<SessionView['provider']>('SessionProvider').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), image: t.exposeString('image', { nullable: true }) }),
});

export const HcpSession = builder.objectRef<SessionView>('HcpSession').implement({
  description: 'A consult session with a provider: a held slot (PENDING) or a booking.',
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.session.id }),
    displayId: t.string({ resolve: (v) => v.session.displayId }),
    status: t.field({ type: SessionStatusEnum, resolve: (v) => v.status }),
    startTime: t.field({ type: 'DateTime', resolve: (v) => v.session.startsAt }),
    endTime: t.field({ type: 'DateTime', resolve: (v) => v.session.endsAt }),
    // The table's check constraint allows only the two modes; anything else would be a bug, shown as VIRTUAL.
    mode: t.field({ type: SessionModeEnum, resolve: (v) => (isSessionMode(v.session.mode) ? v.session.mode : 'VIRTUAL') }),
    holdExpiresAt: t.field({ type: 'DateTime', nullable: true, description: 'While PENDING: when the hold ends.', resolve: (v) => v.session.holdExpiresAt }),
    rescheduleCutOffTime: t.field({ type: 'DateTime', resolve: (v) => v.session.rescheduleCutOffAt }),
    canReschedule: t.boolean({ resolve: (v) => v.canReschedule }),
    canJoin: t.boolean({ resolve: (v) => v.canJoin }),
    clientId: t.id({ resolve: (v) => v.session.clientId }),
    productId: t.id({ resolve: (v) => v.session.productId }),
    locationId: t.id({ resolve: (v) => v.session.locationId }),
    orderItemId: t.id({ nullable: true, resolve: (v) => v.session.orderItemId }),
    provider: t.field({ type: SessionProvider, resolve: (v) => v.provider }),
  }),
});

const HoldSlotInput = builder.inputType('HoldSlotInput', {
  fields: (t) => ({
    providerId: t.id({ required: true }),
    productId: t.id({ required: true }),
    locationId: t.id({ required: true }),
    startTime: t.field({ type: 'DateTime', required: true, description: 'A TimeSlot.startTime from availableSlots.' }),
    mode: t.field({ type: SessionModeEnum, description: 'Defaults to VIRTUAL where the provider offers it.' }),
    clientId: t.id({ description: 'RECEPTIONIST: the client the slot is held for (a client holds for itself).' }),
  }),
});

/**
 * Whose hold it is: a CLIENT's own (its grant's target), or the client a RECEPTIONIST books for (`clientId`, a
 * client of its organization; another tenant's is NOT_FOUND).
 */
async function clientActor(ctx: GraphQLContext, clientId?: string | null): Promise<HoldActor> {
  const { grant } = await requireGrant(ctx, ['CLIENT', 'RECEPTIONIST']);
  const id = grant.roleName === 'CLIENT' ? grant.targetId : clientId;
  if (!id) throw badInput({ clientId: 'validation.required' });
  const { viewer, client } = await requireClientAccess(ctx, id);
  if (grant.roleName === 'CLIENT' && clientId && clientId !== client.id) throw appError('FORBIDDEN');
  return { organizationId: grant.organizationId, clientId: client.id, userId: viewer.user.id };
}

builder.mutationField('holdSlot', (t) =>
  t.field({
    type: HcpSession,
    description: 'Holds a free slot for the signed-in client for 10 minutes while it checks out (a PENDING session).',
    args: { input: t.arg({ type: HoldSlotInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { clientId, ...input } = args.input;
      return holdSlot(ctx.deps, await clientActor(ctx, clientId), input);
    },
  }),
);

builder.mutationField('releaseSlot', (t) =>
  t.field({
    type: 'Boolean',
    description: "Gives the client's held slot back (PENDING -> CANCELLED).",
    args: { sessionId: t.arg.id({ required: true }), clientId: t.arg.id({ description: 'RECEPTIONIST: the client the slot was held for.' }) },
    resolve: async (_root, args, ctx) => releaseSlot(ctx.deps, await clientActor(ctx, args.clientId), { sessionId: args.sessionId }),
  }),
);
