import { requireGrant, type GraphQLContext } from '../context.ts';
import { appError, badInput } from '../services/errors.ts';
import { addPaymentCard } from '../services/payments/add-payment-card.ts';
import { deletePaymentCard, setDefaultPaymentCard } from '../services/payments/card-changes.ts';
import { findPaymentCard, listPaymentCards, type PaymentCardView } from '../services/payments/payment-cards.ts';
import type { RoleName } from '../services/roles.ts';
import { builder } from './builder.ts';
import { ClientAddress, clientAccess } from './client.ts';

// A client manages its own cards; a receptionist those of its organization's clients (it books for them).
const CARD_ROLES: readonly RoleName[] = ['CLIENT', 'RECEPTIONIST'];

const PaymentCard = builder.objectRef<PaymentCardView>('PaymentCard').implement({
  description: 'A saved card: what the gateway returned after tokenizing, never the number or CVV.',
  fields: (t) => ({
    id: t.exposeID('id'),
    clientId: t.exposeID('clientId'),
    userId: t.exposeID('userId'),
    cardLastFour: t.exposeString('cardLastFour'),
    cardType: t.exposeString('cardType', { description: 'The brand: visa, mastercard, amex, discover, diners or jcb.' }),
    cardholderName: t.exposeString('cardholderName'),
    expiryMonth: t.exposeInt('expiryMonth'),
    expiryYear: t.exposeInt('expiryYear'),
    isDefault: t.exposeBoolean('isDefault'),
    billingAddressId: t.id({ nullable: true, description: 'Null once the client removed the billing address.', resolve: (card) => card.billingAddress?.id ?? null }),
    billingAddress: t.field({ type: ClientAddress, nullable: true, resolve: (card) => card.billingAddress }),
    createdAt: t.string({ resolve: (card) => card.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (card) => card.updatedAt.toISOString() }),
  }),
});

const AddPaymentCardInput = builder.inputType('AddPaymentCardInput', {
  fields: (t) => ({
    clientId: t.id({ required: true }),
    token: t.string({ required: true, description: 'The token POST {tokenizeUrl} returned.' }),
    cardLastFour: t.string({ required: true }),
    cardType: t.string({ required: true }),
    expiryMonth: t.int({ required: true }),
    expiryYear: t.int({ required: true }),
    cardholderName: t.string({ required: true }),
    // Optional here so that a missing one comes back as the field message 'validation.billingAddressRequired'.
    billingAddressId: t.id(),
    makeDefault: t.boolean(),
  }),
});

async function cardClientAccess(ctx: GraphQLContext, clientId: string) {
  await requireGrant(ctx, CARD_ROLES);
  return clientAccess(ctx, clientId);
}

/** The card and its client, when the caller may reach it; another client's (or tenant's) card is NOT_FOUND. */
async function cardAccess(ctx: GraphQLContext, cardId: string) {
  const { grant } = await requireGrant(ctx, CARD_ROLES);
  const card = await findPaymentCard(ctx.deps.db, cardId);
  const reachable = card !== undefined && (grant.roleName === 'CLIENT' ? card.clientId === grant.targetId : card.organizationId === grant.organizationId);
  if (!card || !reachable) throw appError('NOT_FOUND');
  const { actor, client } = await clientAccess(ctx, card.clientId);
  return { actor, client };
}

builder.queryField('paymentCards', (t) =>
  t.field({
    type: [PaymentCard],
    description: "The client's saved cards, the default first. clientId defaults to the caller's CLIENT grant.",
    args: { clientId: t.arg.id() },
    resolve: async (_root, args, ctx) => {
      const { roleName, roleTarget } = ctx.roleHeaders;
      const clientId = args.clientId ? String(args.clientId) : roleName === 'CLIENT' ? roleTarget : null;
      if (!clientId) throw badInput({ clientId: 'validation.required' });
      const { client } = await cardClientAccess(ctx, clientId);
      return listPaymentCards(ctx.deps.db, client.id);
    },
  }),
);

builder.mutationField('addPaymentCard', (t) =>
  t.field({
    type: PaymentCard,
    description: 'Saves a tokenized card; the same card saved again refreshes the saved one. The first card becomes the default.',
    args: { input: t.arg({ type: AddPaymentCardInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actor, client } = await cardClientAccess(ctx, String(args.input.clientId));
      return addPaymentCard(ctx, actor, client, args.input);
    },
  }),
);

builder.mutationField('deletePaymentCard', (t) =>
  t.boolean({
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actor, client } = await cardAccess(ctx, String(args.id));
      return deletePaymentCard(ctx, actor, client, String(args.id));
    },
  }),
);

builder.mutationField('setDefaultPaymentCard', (t) =>
  t.field({
    type: PaymentCard,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actor, client } = await cardAccess(ctx, String(args.id));
      return setDefaultPaymentCard(ctx, actor, client, String(args.id));
    },
  }),
);
