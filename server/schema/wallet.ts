import { z } from 'zod';
import { giftCardNumberSchema } from '../../src/domain/payments/gift-and-promo.ts';
import { idSchema, pageSchema } from '../services/catalogue/inputs.ts';
import { parseInput } from '../services/errors.ts';
import { redeemGiftCard } from '../services/ledger/redeem-gift-card.ts';
import { readWallet, walletEntries, type WalletEntryPage as EntryPage, type WalletEntryView, type WalletView } from '../services/ledger/wallet.ts';
import type { RoleName } from '../services/roles.ts';
import { builder } from './builder.ts';
import { actingForClient } from './checkout-access.ts';

const READ_ROLES: readonly RoleName[] = ['CLIENT', 'RECEPTIONIST', 'BUSINESS_ADMIN'];
const REDEEM_ROLES: readonly RoleName[] = ['CLIENT', 'RECEPTIONIST'];

const WalletEntry = builder.objectRef<WalletEntryView>('WalletEntry').implement({
  description: 'One change of the wallet balance: credits positive, debits negative (minor units).',
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.exposeInt('amount'),
    balanceAfter: t.exposeInt('balanceAfter'),
    reason: t.exposeString('reason', { description: 'GIFT_CARD_REDEEMED, CHECKOUT, REFUND, ISSUED or ADJUSTMENT.' }),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
    orderDisplayId: t.exposeString('orderDisplayId', { nullable: true }),
  }),
});

const WalletEntryPage = builder.objectRef<EntryPage>('WalletEntryPage').implement({
  fields: (t) => ({
    items: t.field({ type: [WalletEntry], resolve: (p) => p.items }),
    totalCount: t.exposeInt('totalCount'),
    hasMore: t.exposeBoolean('hasMore'),
  }),
});

const Wallet = builder.objectRef<WalletView>('Wallet').implement({
  description: "A client's wallet: a ledger whose balance (minor units of currencyCode) never goes below zero.",
  fields: (t) => ({
    clientId: t.exposeID('clientId'),
    balance: t.exposeInt('balance'),
    currencyCode: t.exposeString('currencyCode'),
    entries: t.field({
      type: WalletEntryPage,
      description: 'The history, newest first (10 per page unless limit says otherwise, at most 100).',
      args: { limit: t.arg.int(), offset: t.arg.int() },
      resolve: (wallet, args, ctx) => walletEntries(ctx.deps.db, wallet, parseInput(pageSchema, args)),
    }),
  }),
});

builder.queryField('wallet', (t) =>
  t.field({
    type: Wallet,
    description: "The client's wallet; clientId defaults to the caller's CLIENT grant.",
    args: { clientId: t.arg.id() },
    resolve: async (_root, args, ctx) => {
      const clientId = args.clientId === null || args.clientId === undefined ? null : parseInput(idSchema, String(args.clientId), 'clientId');
      const { grant, client } = await actingForClient(ctx, READ_ROLES, clientId);
      return readWallet(ctx.deps.db, grant.organizationId, client.id);
    },
  }),
);

const RedeemGiftCardInput = builder.inputType('RedeemGiftCardInput', {
  fields: (t) => ({
    clientId: t.id({ description: "Defaults to the caller's CLIENT grant." }),
    cardNumber: t.string({ required: true, description: '16 digits; spaces between the groups are ignored.' }),
  }),
});

const redeemSchema = z.object({ clientId: idSchema.nullish(), cardNumber: giftCardNumberSchema });

builder.mutationField('redeemGiftCard', (t) =>
  t.field({
    type: Wallet,
    description: "Moves a gift card's whole balance into the wallet. Redeeming the same card again answers the wallet unchanged.",
    args: { input: t.arg({ type: RedeemGiftCardInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(redeemSchema, args.input, 'input');
      const { viewer, grant, client } = await actingForClient(ctx, REDEEM_ROLES, input.clientId);
      return redeemGiftCard(ctx.deps.db, ctx.deps.secrets.jwtSecret, { organizationId: grant.organizationId, clientId: client.id, cardNumber: input.cardNumber, userId: viewer.user.id }, ctx.deps.now());
    },
  }),
);
