import { parseInput } from '../services/errors.ts';
import { createOrderSchema } from '../services/orders/checkout-input.ts';
import { createOrder, type CreateOrderOutcome } from '../services/orders/create-order.ts';
import { readOrder, type OrderView } from '../services/orders/read-order.ts';
import type { RoleName } from '../services/roles.ts';
import { builder } from './builder.ts';
import { actingForClient } from './checkout-access.ts';
import { Order } from './orders.ts';
import { BookingVisitInput } from './reception-bookings.ts';
import { parseDeskVisit } from '../services/reception/visit.ts';
import { CheckoutItemInput, PaymentMethodEnum } from './pricing-summary.ts';
import { attributionSchema } from '../services/affiliates/attribution.ts';
import { AttributionInput } from './affiliates-attribution.ts';

// A client books for itself; a receptionist books for clients of its organization at its business's locations.
const ORDER_ROLES: readonly RoleName[] = ['CLIENT', 'RECEPTIONIST'];

type CreateOrderResultShape = { success: boolean; message: string; replayed: boolean; order: OrderView };

const CreateOrderResult = builder.objectRef<CreateOrderResultShape>('CreateOrderResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    message: t.exposeString('message'),
    replayed: t.exposeBoolean('replayed', { description: 'True when this checkoutId had already placed the order (a retried request).' }),
    order: t.field({ type: Order, resolve: (r) => r.order }),
  }),
});

const CreateOrderInput = builder.inputType('CreateOrderInput', {
  fields: (t) => ({
    checkoutId: t.id({ required: true, description: 'A UUID the app picks per checkout: sending it again returns the same order.' }),
    locationId: t.id({ required: true }),
    clientId: t.id({ description: "Defaults to the caller's CLIENT grant." }),
    items: t.field({ type: [CheckoutItemInput], required: true }),
    shippingAddressId: t.id(),
    billingAddressId: t.id({ description: "Needed to pay by card; the card's billing address when left out." }),
    paymentMethod: t.field({ type: PaymentMethodEnum, required: true }),
    paymentCardId: t.id({ description: 'A saved card of the client; needed for CARD and WALLET_CARD.' }),
    promoCode: t.string(),
    giftCardNumber: t.string(),
    attribution: t.field({ type: AttributionInput, description: "The app's currentAttribution(): source APP or WIDGET and the affiliate code (issue 17). Counted for a client's own checkout only." }),
    visit: t.field({ type: BookingVisitInput, description: 'RECEPTIONIST only: FACILITY (default) or CALLOUT with the address. A receptionist paying by CARD pre-authorizes $490 (spec §9).' }),
  }),
});

const messageOf = (outcome: CreateOrderOutcome) => (outcome.replayed ? 'Order already placed' : 'Order created');

builder.mutationField('createOrder', (t) =>
  t.field({
    type: CreateOrderResult,
    description: 'Places the checkout in one transaction (order, items, fees, gift card and wallet debits, card pre-authorization).',
    args: { input: t.arg({ type: CreateOrderInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(createOrderSchema, args.input, 'input');
      const { viewer, grant, client } = await actingForClient(ctx, ORDER_ROLES, input.clientId);
      const visit = parseDeskVisit(grant.roleName, args.input.visit);
      const attribution = parseInput(attributionSchema, args.input.attribution, 'input.attribution');
      const outcome = await createOrder(ctx, { userId: viewer.user.id, grant }, client.id, input, visit, attribution);
      const order = outcome.order ?? (await readOrder(ctx.deps.db, outcome.orderId, grant));
      return { success: true, message: messageOf(outcome), replayed: outcome.replayed, order };
    },
  }),
);
