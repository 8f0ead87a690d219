// The provider's treatment decision on an order item (issue 6): answers reviewed, approved with a prescription,
// or declined with a reason. Prescriptions are health data: they travel in responses only, never in logs.
import { approveTreatment, declineTreatment, markAnswersReviewed } from '../services/hcp/treatment.ts';
import { treatmentDecision, type PrescriptionRow, type TreatmentDecisionView } from '../services/hcp/treatment-decision.ts';
import { builder } from './builder.ts';
import { OrderItem } from './orders.ts';

const PrescriptionRef = builder.objectRef<PrescriptionRow>('Prescription').implement({
  description: 'The prescription written when the treatment was approved (spec §3 "Prescription data" directions).',
  fields: (t) => ({
    id: t.exposeID('id'),
    orderItemId: t.exposeID('orderItemId'),
    hcpSessionId: t.exposeID('hcpSessionId'),
    providerId: t.exposeID('providerId'),
    medicationName: t.exposeString('medicationName'),
    dose: t.exposeFloat('dose'),
    unit: t.exposeString('unit'),
    route: t.exposeString('route'),
    frequency: t.exposeString('frequency'),
    durationDays: t.exposeInt('durationDays'),
    price: t.exposeInt('price', { description: 'Minor units of currencyCode.' }),
    currencyCode: t.exposeString('currencyCode'),
    notes: t.exposeString('notes', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
  }),
});

const TreatmentDecisionStatusEnum = builder.enumType('TreatmentDecisionStatus', { values: ['APPROVED', 'DECLINED'] as const });

const TreatmentDecisionRef = builder.objectRef<TreatmentDecisionView>('TreatmentDecision').implement({
  fields: (t) => ({
    status: t.field({ type: TreatmentDecisionStatusEnum, resolve: (d) => d.status }),
    decidedAt: t.field({ type: 'DateTime', resolve: (d) => d.decidedAt }),
    prescription: t.field({ type: PrescriptionRef, nullable: true, resolve: (d) => d.prescription }),
    declineReason: t.string({ nullable: true, resolve: (d) => d.declineReason }),
  }),
});

builder.objectFields(OrderItem, (t) => ({
  hasHCPApproval: t.boolean({
    description: "Whether a provider approved the item's treatment.",
    resolve: async (item, _args, ctx) => (await treatmentDecision(ctx.deps.db, item.id))?.status === 'APPROVED',
  }),
  treatmentDecision: t.field({
    type: TreatmentDecisionRef,
    nullable: true,
    description: "The provider's decision on the item's treatment; null while undecided.",
    resolve: (item, _args, ctx) => treatmentDecision(ctx.deps.db, item.id),
  }),
}));

const PrescriptionInput = builder.inputType('PrescriptionInput', {
  fields: (t) => ({
    medicationName: t.string({ required: true }),
    dose: t.float({ required: true }),
    unit: t.string({ required: true, description: 'mg, ml, units...' }),
    route: t.string({ required: true, description: 'Subcutaneous injection, oral...' }),
    frequency: t.string({ required: true, description: 'Once weekly, twice daily...' }),
    durationDays: t.int({ required: true }),
    price: t.int({ required: true, description: "Minor units of the order's currency." }),
    notes: t.string(),
  }),
});

const OrderItemRefInput = builder.inputType('OrderItemRefInput', { fields: (t) => ({ orderItemId: t.id({ required: true }) }) });

const ApproveTreatmentInput = builder.inputType('ApproveTreatmentInput', {
  fields: (t) => ({ orderItemId: t.id({ required: true }), prescription: t.field({ type: PrescriptionInput, required: true }) }),
});

const DeclineTreatmentInput = builder.inputType('DeclineTreatmentInput', {
  fields: (t) => ({ orderItemId: t.id({ required: true }), reason: t.string({ required: true }) }),
});

builder.mutationField('markAnswersReviewed', (t) =>
  t.field({
    type: OrderItem,
    description: "The provider of a session for the item marks the item's answers as reviewed.",
    args: { input: t.arg({ type: OrderItemRefInput, required: true }) },
    resolve: (_root, args, ctx) => markAnswersReviewed(ctx, String(args.input.orderItemId)),
  }),
);

builder.mutationField('approveTreatment', (t) =>
  t.field({
    type: OrderItem,
    description: 'After the consult (session INPROGRESS or COMPLETED), its provider approves the treatment with a prescription. One decision per item.',
    args: { input: t.arg({ type: ApproveTreatmentInput, required: true }) },
    resolve: (_root, args, ctx) => approveTreatment(ctx, { orderItemId: String(args.input.orderItemId), prescription: args.input.prescription }),
  }),
);

builder.mutationField('declineTreatment', (t) =>
  t.field({
    type: OrderItem,
    description: 'After the consult, its provider declines the treatment with a reason for the client. One decision per item.',
    args: { input: t.arg({ type: DeclineTreatmentInput, required: true }) },
    resolve: (_root, args, ctx) => declineTreatment(ctx, { orderItemId: String(args.input.orderItemId), reason: args.input.reason }),
  }),
);
