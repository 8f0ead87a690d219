// The provider's treatment decision on an order item (issue 6): answers reviewed, approved with a prescription,
// or declined with a reason. Prescriptions are health data: they travel in responses only, never in logs.
import { approveTreatment, declineTreatment, markAnswersReviewed } from '../services/hcp/treatment.ts';
import { treatmentDecisionLoader, type PrescriptionDirectionRow, type PrescriptionView, type TreatmentDecisionView } from '../services/hcp/treatment-decision.ts';
import { startingDirection } from '../../src/domain/medication/dose-schedule.ts';
import { DURATION_UNITS, toHours } from '../../src/domain/medication/time-units.ts';
import { auditHealthRead } from '../services/audit.ts';
import { builder } from './builder.ts';
import { OrderItem } from './orders.ts';

export const DurationUnitEnum = builder.enumType('DurationUnit', { values: DURATION_UNITS });

/** Staff of the business see the cost to the business; a client (or anyone else) never does. */
const STAFF_ROLES: readonly string[] = ['HEALTHCARE_PROVIDER', 'BUSINESS_ADMIN', 'SERVICE_PROVIDER'];

export const PrescriptionDirectionRef = builder.objectRef<PrescriptionDirectionRow>('PrescriptionDirection').implement({
  description: 'One dose option of a prescription (spec §3 "directions"); sellingPrice is one month at this dose, minor units.',
  fields: (t) => ({
    id: t.exposeID('id'),
    position: t.exposeInt('position'),
    dosageName: t.exposeString('dosageName', { nullable: true }),
    dose: t.exposeFloat('dose'),
    doseUnit: t.exposeString('doseUnit'),
    route: t.exposeString('route'),
    frequencyEvery: t.exposeInt('frequencyEvery'),
    frequencyTimeUnit: t.field({ type: DurationUnitEnum, resolve: (d) => d.frequencyTimeUnit }),
    durationEvery: t.exposeInt('durationEvery'),
    durationTimeUnit: t.field({ type: DurationUnitEnum, resolve: (d) => d.durationTimeUnit }),
    sellingPrice: t.exposeInt('sellingPrice'),
    costToBusiness: t.int({
      nullable: true,
      description: "The business's cost, minor units; null for a client.",
      resolve: (d, _args, ctx) => (STAFF_ROLES.includes(ctx.roleHeaders.roleName ?? '') ? d.costToBusiness : null),
    }),
  }),
});

const legacy = 'Use directions.';
const firstDirection = (p: PrescriptionView) => startingDirection(p.directions);

export const PrescriptionRef = builder.objectRef<PrescriptionView>('Prescription').implement({
  description: 'The prescription written when the treatment was approved (spec §3 "Prescription data"): the medication and its 1..6 directions.',
  fields: (t) => ({
    id: t.exposeID('id'),
    orderItemId: t.exposeID('orderItemId'),
    hcpSessionId: t.exposeID('hcpSessionId'),
    providerId: t.exposeID('providerId'),
    medicationName: t.exposeString('medicationName'),
    directions: t.field({ type: [PrescriptionDirectionRef], resolve: (p) => p.directions }),
    currencyCode: t.exposeString('currencyCode'),
    notes: t.exposeString('notes', { nullable: true }),
    approvalDate: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    approvedByHCP: t.exposeString('approvedByHCP', { description: "The approving provider's name." }),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    // The first round's single-direction fields, read from the starting (lowest) dose until the screens move on.
    dose: t.float({ deprecationReason: legacy, resolve: (p) => firstDirection(p).dose }),
    unit: t.string({ deprecationReason: legacy, resolve: (p) => firstDirection(p).doseUnit }),
    route: t.string({ deprecationReason: legacy, resolve: (p) => firstDirection(p).route }),
    frequency: t.string({ deprecationReason: legacy, resolve: (p) => `${firstDirection(p).frequencyEvery} ${firstDirection(p).frequencyTimeUnit}` }),
    durationDays: t.int({ deprecationReason: legacy, resolve: (p) => Math.round(toHours(firstDirection(p).durationEvery, firstDirection(p).durationTimeUnit) / 24) }),
    price: t.int({ deprecationReason: legacy, resolve: (p) => firstDirection(p).sellingPrice }),
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
    resolve: async (item, _args, ctx) => (await treatmentDecisionLoader(ctx, ctx.deps.db).load(item.id))?.status === 'APPROVED',
  }),
  treatmentDecision: t.field({
    type: TreatmentDecisionRef,
    nullable: true,
    description: "The provider's decision on the item's treatment; null while undecided.",
    resolve: async (item, _args, ctx) => {
      // Batched per request: the bookings list's page asks for ten items' decisions at once.
      const decision = await treatmentDecisionLoader(ctx, ctx.deps.db).load(item.id);
      if (decision) await auditHealthRead(ctx, 'OrderItem.treatmentDecision', decision);
      return decision;
    },
  }),
}));

const PrescriptionDirectionInput = builder.inputType('PrescriptionDirectionInput', {
  fields: (t) => ({
    dosageName: t.string(),
    dose: t.float({ required: true }),
    doseUnit: t.string({ required: true, description: 'mg, ml, units...' }),
    route: t.string({ required: true, description: 'Subcutaneous injection, oral...' }),
    frequencyEvery: t.int({ required: true }),
    frequencyTimeUnit: t.field({ type: DurationUnitEnum, required: true }),
    durationEvery: t.int({ required: true }),
    durationTimeUnit: t.field({ type: DurationUnitEnum, required: true }),
    sellingPrice: t.int({ required: true, description: "One month at this dose, minor units of the order's currency." }),
    costToBusiness: t.int(),
  }),
});

const PrescriptionInput = builder.inputType('PrescriptionInput', {
  fields: (t) => ({
    medicationName: t.string({ required: true }),
    directions: t.field({ type: [PrescriptionDirectionInput], required: true, description: '1 to 6 dose options.' }),
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
