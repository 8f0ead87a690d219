// Lab tests (issue 17): the collector's visits by day and their moves (a SERVICE_PROVIDER grant on the person,
// with a LAB_COLLECTOR profile), signed links to the requisition letter and the report (the client, their
// healthcare providers and the collector), and a booking's lab stage for the client (OrderItem.labTest).
import { z } from 'zod';
import { LAB_MOVES_WITHOUT_REPORT } from '../../src/domain/labs/lab-steps.ts';
import { isOrderItemStatus } from '../../src/domain/orders/order-item-status.ts';
import { isUuid } from '../services/db-errors.ts';
import { appError, parseInput } from '../services/errors.ts';
import { requireLabCollector } from '../services/labs/lab-actor.ts';
import { labDocumentLinkFor } from '../services/labs/lab-document-access.ts';
import { signLabDocumentLink, type LabDocumentLink } from '../services/labs/lab-document-link.ts';
import { collectorVisits, itemOrganization, labItem, type LabItemView, type LabPlace } from '../services/labs/lab-items.ts';
import { moveLabTest } from '../services/labs/lab-status.ts';
import { idSchema } from '../services/catalogue/inputs.ts';
import { builder } from './builder.ts';
import { OrderItem } from './orders.ts';
import { OrderItemStatusEnum } from './orders-duplicate.ts';

const LabPlaceRef = builder.objectRef<LabPlace>('LabPlace').implement({
  description: "Where the sample is taken: the location (FACILITY), or the client's address for a CALLOUT.",
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'FACILITY or CALLOUT.' }),
    name: t.exposeString('name', { nullable: true, description: "The location's name; null for a callout." }),
    addressLine1: t.string({ resolve: (p) => p.address.addressLine1 }),
    addressLine2: t.string({ nullable: true, resolve: (p) => p.address.addressLine2 ?? null }),
    city: t.string({ resolve: (p) => p.address.city }),
    state: t.string({ resolve: (p) => p.address.state }),
    zipcode: t.string({ resolve: (p) => p.address.zipcode }),
    country: t.string({ resolve: (p) => p.address.country }),
    instructions: t.exposeString('instructions', { nullable: true, description: "The client's instructions for a callout (gate code, parking...)." }),
  }),
});

const labStatus = (v: LabItemView) => (isOrderItemStatus(v.status) ? v.status : null);

const LabVisit = builder.objectRef<LabItemView>('LabVisit').implement({
  description: "A lab test collection on the collector's list.",
  fields: (t) => ({
    orderItemId: t.exposeID('orderItemId'),
    orderItemDisplayId: t.exposeString('orderItemDisplayId'),
    status: t.field({ type: OrderItemStatusEnum, nullable: true, resolve: labStatus }),
    clientName: t.exposeString('clientName'),
    clientPhone: t.exposeString('clientPhone', { nullable: true }),
    productName: t.exposeString('productName'),
    sku: t.exposeString('sku', { nullable: true }),
    sessionDisplayId: t.exposeString('sessionDisplayId'),
    startsAt: t.field({ type: 'DateTime', resolve: (v) => v.startsAt }),
    endsAt: t.field({ type: 'DateTime', resolve: (v) => v.endsAt }),
    timezone: t.exposeString('timezone', { description: "The location's time zone." }),
    place: t.field({ type: LabPlaceRef, resolve: (v) => v.place }),
    hasReport: t.exposeBoolean('hasReport'),
  }),
});

const LabTest = builder.objectRef<LabItemView>('LabTest').implement({
  description: "A booking's lab test as the client sees it: who collects, when and where, and which documents exist.",
  fields: (t) => ({
    status: t.field({ type: OrderItemStatusEnum, nullable: true, resolve: labStatus }),
    sku: t.exposeString('sku', { nullable: true }),
    collectorName: t.exposeString('collectorName'),
    startsAt: t.field({ type: 'DateTime', resolve: (v) => v.startsAt }),
    place: t.field({ type: LabPlaceRef, resolve: (v) => v.place }),
    reportAvailable: t.boolean({ resolve: (v) => v.hasReport && v.status === 'LabCompleted' }),
  }),
});

builder.objectFields(OrderItem, (t) => ({
  labTest: t.field({
    type: LabTest,
    nullable: true,
    description: 'The lab collection of a LAB_TEST item once booked; null otherwise. Read by whoever may read the item.',
    resolve: async (item, _args, ctx) => {
      if (item.productType !== 'LAB_TEST') return null;
      const organizationId = await itemOrganization(ctx.deps.db, item.id);
      return organizationId ? labItem(ctx.deps.db, organizationId, item.id) : null;
    },
  }),
}));

const DocumentLink = builder.objectRef<LabDocumentLink>('LabDocumentLink').implement({
  fields: (t) => ({ url: t.exposeString('url'), expiresAt: t.field({ type: 'DateTime', resolve: (l) => l.expiresAt }) }),
});

const LabMoveEnum = builder.enumType('LabTestMove', {
  values: LAB_MOVES_WITHOUT_REPORT,
  description: 'What a collector sets without a report: LabInProgress (collection started), LabReceived (the lab has the sample), LabCancelled.',
});
const LabDocumentKindEnum = builder.enumType('LabDocumentKind', { values: ['REQUISITION', 'REPORT'] as const });

// A day list at most two weeks long, so one request cannot ask for a year of visits.
const rangeSchema = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .transform((r) => ({ from: new Date(r.from), to: new Date(r.to) }))
  .refine((r) => r.to > r.from && r.to.getTime() - r.from.getTime() <= 14 * 86_400_000, { message: 'validation.invalid', path: ['to'] });

builder.queryField('labVisits', (t) =>
  t.field({
    type: [LabVisit],
    description: "Lab collector: their own visits starting in [from, to) (at most 14 days), earliest first.",
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const range = parseInput(rangeSchema, { from: args.from, to: args.to });
      const actor = await requireLabCollector(ctx);
      return collectorVisits(ctx.deps.db, actor.organizationId, actor.providerIds, range.from, range.to);
    },
  }),
);

builder.mutationField('changeLabTestStatus', (t) =>
  t.field({
    type: LabVisit,
    description:
      'Lab collector: moves their own visit (through the order item transition table: a jump is BAD_USER_INPUT, reason ORDER_ITEM_TRANSITION_REFUSED). Another collector\'s visit is NOT_FOUND. Results ready (LabCompleted) come with the report upload.',
    args: { orderItemId: t.arg.id({ required: true }), status: t.arg({ type: LabMoveEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      const orderItemId = parseInput(idSchema, String(args.orderItemId), 'orderItemId');
      const actor = await requireLabCollector(ctx);
      return moveLabTest(ctx.deps, actor, orderItemId, args.status);
    },
  }),
);

builder.mutationField('labReportUploadLink', (t) =>
  t.field({
    type: DocumentLink,
    description: 'Lab collector: a signed link (10 minutes) to POST the report of their own visit once the lab has the sample (LabReceived).',
    args: { orderItemId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const orderItemId = parseInput(idSchema, String(args.orderItemId), 'orderItemId');
      const actor = await requireLabCollector(ctx);
      const item = isUuid(orderItemId) ? await labItem(ctx.deps.db, actor.organizationId, orderItemId, actor.providerIds) : null;
      if (!item) throw appError('NOT_FOUND');
      if (item.status !== 'LabReceived') throw appError('BAD_USER_INPUT', 'The report is uploaded once the lab has the sample.', { reason: 'ORDER_ITEM_TRANSITION_REFUSED' });
      return signLabDocumentLink(ctx.deps.secrets.jwtSecret, 'report-upload', item.orderItemId, actor.userId, ctx.deps.now());
    },
  }),
);

builder.mutationField('labDocumentLink', (t) =>
  t.field({
    type: DocumentLink,
    description:
      "A signed link (10 minutes) to a lab test's requisition letter (PDF) or report, for the client, their healthcare providers and the collector; NOT_FOUND for anyone else and for a report not ready yet.",
    args: { orderItemId: t.arg.id({ required: true }), kind: t.arg({ type: LabDocumentKindEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      const orderItemId = parseInput(idSchema, String(args.orderItemId), 'orderItemId');
      return labDocumentLinkFor(ctx, orderItemId, args.kind === 'REPORT' ? 'report' : 'requisition');
    },
  }),
);
