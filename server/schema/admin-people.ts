// The business admin's people, provider schedules and audit log (issue 16). Every operation goes through
// requireBusinessAdmin: another organization's business, person or provider is NOT_FOUND.
import { STAFF_ROLES } from '../../src/domain/admin/admin-rules.ts';
import { AUDIT_KINDS, auditLog, type AuditEntry, type AuditPage } from '../services/admin/audit-log.ts';
import { deactivatePerson, invitePerson, listPeople, reactivatePerson, type PersonView } from '../services/admin/people.ts';
import { requireBusinessAdmin } from '../services/admin/require-admin.ts';
import { addTimeOff, providerSchedules, removeTimeOff, scheduleCategories, setProviderSchedule, type ProviderScheduleView, type TimeOffRow } from '../services/admin/schedules.ts';
import { builder } from './builder.ts';
import { LocationModeEnum } from './scheduling-enums.ts';

const StaffRoleEnum = builder.enumType('StaffRole', { values: STAFF_ROLES });
const PersonStatusEnum = builder.enumType('StaffStatus', { values: ['ACTIVE', 'INVITED', 'INACTIVE'] as const, description: 'INVITED: has not set a password yet. INACTIVE: deactivated.' });
const AuditKindEnum = builder.enumType('AuditKind', { values: AUDIT_KINDS });

const PersonRef = builder.objectRef<PersonView>('StaffMember').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    roles: t.field({ type: [StaffRoleEnum], description: 'The roles held here (the former ones when INACTIVE).', resolve: (p) => p.roles }),
    status: t.field({ type: PersonStatusEnum, resolve: (p) => p.status }),
  }),
});

const InviteResultRef = builder.objectRef<{ person: PersonView; invitationSent: boolean; replayed: boolean }>('StaffInviteResult').implement({
  fields: (t) => ({
    person: t.field({ type: PersonRef, resolve: (r) => r.person }),
    invitationSent: t.exposeBoolean('invitationSent'),
    replayed: t.exposeBoolean('replayed'),
  }),
});

const StaffInviteInput = builder.inputType('StaffInviteInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    roles: t.field({ type: [StaffRoleEnum], required: true }),
    language: t.string({ description: 'en, es, fr or pt: the language of the invitation mail.' }),
  }),
});

const WorkingHoursRowRef = builder.objectRef<{ weekday: number; start: string; end: string }>('AdminWorkingHours').implement({
  fields: (t) => ({ weekday: t.exposeInt('weekday', { description: '0 = Sunday ... 6 = Saturday.' }), start: t.exposeString('start'), end: t.exposeString('end') }),
});

const ProviderLocationRef = builder.objectRef<{ locationId: string; mode: 'HYBRID' | 'IN_PERSON' | 'VIRTUAL' }>('AdminProviderLocation').implement({
  fields: (t) => ({ locationId: t.exposeID('locationId'), mode: t.field({ type: LocationModeEnum, resolve: (l) => l.mode }) }),
});

const TimeOffRef = builder.objectRef<TimeOffRow>('AdminTimeOff').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    startsAt: t.field({ type: 'DateTime', resolve: (o) => o.startsAt }),
    endsAt: t.field({ type: 'DateTime', resolve: (o) => o.endsAt }),
    reason: t.exposeString('reason', { nullable: true }),
  }),
});

const ScheduleRef = builder.objectRef<ProviderScheduleView>('ProviderSchedule').implement({
  fields: (t) => ({
    providerId: t.exposeID('id'),
    userId: t.exposeID('userId'),
    displayName: t.exposeString('displayName'),
    timezone: t.exposeString('timezone', { description: 'The hours are on this clock.' }),
    status: t.exposeString('status'),
    hours: t.field({ type: [WorkingHoursRowRef], resolve: (p) => p.hours }),
    locations: t.field({ type: [ProviderLocationRef], resolve: (p) => p.locations }),
    categoryIds: t.exposeIDList('categoryIds'),
    timeOff: t.field({ type: [TimeOffRef], description: 'Time off not yet over.', resolve: (p) => p.timeOff }),
  }),
});

const WorkingHoursRowInput = builder.inputType('AdminWorkingHoursInput', {
  fields: (t) => ({ weekday: t.int({ required: true }), start: t.string({ required: true, description: "'HH:mm'" }), end: t.string({ required: true, description: "'HH:mm' ('24:00' for midnight)" }) }),
});
const ProviderLocationInput = builder.inputType('AdminProviderLocationInput', {
  fields: (t) => ({ locationId: t.id({ required: true }), mode: t.field({ type: LocationModeEnum, required: true }) }),
});
const ProviderScheduleInput = builder.inputType('ProviderScheduleInput', {
  fields: (t) => ({
    hours: t.field({ type: [WorkingHoursRowInput], required: true, description: "Spec §5: 'Working hours cannot overlap'." }),
    locations: t.field({ type: [ProviderLocationInput], required: true }),
    categoryIds: t.idList({ required: true }),
  }),
});
const TimeOffInput = builder.inputType('AdminTimeOffInput', {
  fields: (t) => ({ startsAt: t.field({ type: 'DateTime', required: true }), endsAt: t.field({ type: 'DateTime', required: true }), reason: t.string() }),
});

const AuditEntryRef = builder.objectRef<AuditEntry>('AuditEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    action: t.exposeString('action', { description: "admin_change, health_data_read, sign_in, ..." }),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
    actorEmail: t.exposeString('actorEmail', { nullable: true }),
    actorName: t.exposeString('actorName', { nullable: true }),
    targetType: t.exposeString('targetType', { nullable: true }),
    targetId: t.exposeString('targetId', { nullable: true }),
    details: t.field({ type: 'JSON', description: 'For a change: operation, role, before and after. For a health-data read: kind and fields read (never values).', resolve: (e) => e.metadata }),
  }),
});

const AuditPageRef = builder.objectRef<AuditPage>('AuditPage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [AuditEntryRef], resolve: (p) => p.nodes }),
    totalCount: t.exposeInt('totalCount'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
  }),
});

builder.queryField('adminPeople', (t) =>
  t.field({
    type: [PersonRef],
    args: { businessId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => listPeople(ctx.deps.db, (await requireBusinessAdmin(ctx, String(args.businessId))).grant.organizationId),
  }),
);

builder.mutationField('adminInvitePerson', (t) =>
  t.field({
    type: InviteResultRef,
    description: 'Invites a person to work at the business with the roles given (a set-password link by mail, or a note for an existing account).',
    args: { businessId: t.arg.id({ required: true }), input: t.arg({ type: StaffInviteInput, required: true }), idempotencyKey: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      invitePerson(ctx, await requireBusinessAdmin(ctx, String(args.businessId)), { ...args.input, language: args.input.language ?? undefined }, args.idempotencyKey),
  }),
);

builder.mutationField('adminDeactivatePerson', (t) =>
  t.field({
    type: PersonRef,
    description: "Ends a staff member's work here: grants removed, provider profile stopped, every session ended at once.",
    args: { businessId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => deactivatePerson(ctx, await requireBusinessAdmin(ctx, String(args.businessId)), String(args.userId)),
  }),
);

builder.mutationField('adminReactivatePerson', (t) =>
  t.field({
    type: PersonRef,
    description: 'Brings a deactivated staff member back: the grants they held here, their provider profile, their sign-in.',
    args: { businessId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => reactivatePerson(ctx, await requireBusinessAdmin(ctx, String(args.businessId)), String(args.userId)),
  }),
);

builder.queryField('adminProviderSchedules', (t) =>
  t.field({
    type: [ScheduleRef],
    args: { businessId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => providerSchedules(ctx.deps.db, (await requireBusinessAdmin(ctx, String(args.businessId))).grant.targetId, ctx.deps.now()),
  }),
);

builder.mutationField('adminSetProviderSchedule', (t) =>
  t.field({
    type: ScheduleRef,
    args: { businessId: t.arg.id({ required: true }), providerId: t.arg.id({ required: true }), input: t.arg({ type: ProviderScheduleInput, required: true }) },
    resolve: async (_root, args, ctx) => setProviderSchedule(ctx, await requireBusinessAdmin(ctx, String(args.businessId)), String(args.providerId), args.input),
  }),
);

builder.mutationField('adminAddTimeOff', (t) =>
  t.field({
    type: ScheduleRef,
    args: { businessId: t.arg.id({ required: true }), providerId: t.arg.id({ required: true }), input: t.arg({ type: TimeOffInput, required: true }) },
    resolve: async (_root, args, ctx) => addTimeOff(ctx, await requireBusinessAdmin(ctx, String(args.businessId)), String(args.providerId), args.input),
  }),
);

builder.mutationField('adminRemoveTimeOff', (t) =>
  t.field({
    type: ScheduleRef,
    args: { businessId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => removeTimeOff(ctx, await requireBusinessAdmin(ctx, String(args.businessId)), String(args.id)),
  }),
);

builder.queryField('adminAuditLog', (t) =>
  t.field({
    type: AuditPageRef,
    description: "The organization's audit log: admin changes and reads of clients' health data, newest first, 20 a page.",
    args: { businessId: t.arg.id({ required: true }), kind: t.arg({ type: AuditKindEnum }), page: t.arg.int({ description: 'Zero-based.' }) },
    resolve: async (_root, args, ctx) => auditLog(ctx.deps.db, (await requireBusinessAdmin(ctx, String(args.businessId))).grant.organizationId, args.kind ?? 'ALL', args.page ?? 0),
  }),
);

const ScheduleCategoryRef = builder.objectRef<{ id: string; name: string }>('AdminScheduleCategory').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

builder.queryField('adminScheduleCategories', (t) =>
  t.field({
    type: [ScheduleCategoryRef],
    description: "The business's categories a provider can be set to serve (English names).",
    args: { businessId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => scheduleCategories(ctx.deps.db, (await requireBusinessAdmin(ctx, String(args.businessId))).grant.targetId),
  }),
);
