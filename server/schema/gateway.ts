import { requireUser } from '../context.ts';
import { gatewayDetail, type GatewayDetailView } from '../services/payments/gateway-detail.ts';
import { builder } from './builder.ts';

const GatewayDetail = builder.objectRef<GatewayDetailView>('GatewayDetail').implement({
  description: 'What the card form needs to tokenize a card with the gateway; the number and CVV go only to tokenizeUrl.',
  fields: (t) => ({
    provider: t.exposeString('provider'),
    clientKey: t.exposeString('clientKey'),
    merchantKey: t.exposeString('merchantKey'),
    tokenizeUrl: t.exposeString('tokenizeUrl', { description: 'POST JSON {clientKey, cardNumber, expiryMonth, expiryYear, cvv, cardholderName} here.' }),
  }),
});

const GatewayDetailInput = builder.inputType('GatewayDetailInput', {
  fields: (t) => ({ businessId: t.id({ required: true }) }),
});

builder.queryField('gatewayDetail', (t) =>
  t.field({
    type: GatewayDetail,
    args: { input: t.arg({ type: GatewayDetailInput, required: true }) },
    resolve: async (_root, args, ctx) => gatewayDetail(ctx, await requireUser(ctx), String(args.input.businessId)),
  }),
);
