// Provider schedules at the admin console (issue 16): each provider of the business with its weekly hours
// (spec §5 'Working hours cannot overlap', checked by the shared rule), the locations it serves and in which mode,
// the categories it serves, and its time off. Every change is audited; another business's provider is NOT_FOUND.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { timeOffSchema } from '../../../src/domain/admin/admin-rules.ts';
import { LOCATION_MODES, type LocationMode } from '../../../src/domain/scheduling/provider.ts';
import type { WorkingHours } from '../../../src/domain/scheduling/working-hours.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import type { Granted, GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { categories, locations, providerCategories, providerLocations, providerProfiles, providerTimeOff, providerWorkingHours } from '../../db/schema/index.ts';
import { idSchema } from '../catalogue/inputs.ts';
import { isUuid } from '../db-errors.ts';
import { appError, badInput, parseInput } from '../errors.ts';
import { workingHoursOf } from '../scheduling/providers.ts';
import { assertWorkingHours } from '../scheduling/working-hours.ts';
import { recordAdminChange } from './admin-audit.ts';

type ProviderRow = typeof providerProfiles.$inferSelect;
export type TimeOffRow = typeof providerTimeOff.$inferSelect;
export type ProviderScheduleView = ProviderRow & {
  hours: WorkingHours[];
  locations: { locationId: string; mode: LocationMode }[];
  categoryIds: string[];
  timeOff: TimeOffRow[];
};

const asMode = (mode: string): LocationMode => ((LOCATION_MODES as readonly string[]).includes(mode) ? (mode as LocationMode) : 'HYBRID');

export async function providerSchedules(db: Database, businessId: string, now: Date, providerId?: string): Promise<ProviderScheduleView[]> {
  const providers = await db
    .select()
    .from(providerProfiles)
    .where(and(eq(providerProfiles.businessId, businessId), providerId ? eq(providerProfiles.id, providerId) : undefined))
    .orderBy(asc(providerProfiles.displayName), asc(providerProfiles.id));
  const ids = providers.map((p) => p.id);
  if (ids.length === 0) return [];
  const [hours, locs, cats, off] = await Promise.all([
    workingHoursOf(db, ids),
    db.select().from(providerLocations).where(inArray(providerLocations.providerId, ids)),
    db.select().from(providerCategories).where(inArray(providerCategories.providerId, ids)),
    db.select().from(providerTimeOff).where(and(inArray(providerTimeOff.providerId, ids), gt(providerTimeOff.endsAt, now))).orderBy(asc(providerTimeOff.startsAt)),
  ]);
  return providers.map((p) => ({
    ...p,
    hours: hours.get(p.id) ?? [],
    locations: locs.filter((l) => l.providerId === p.id).map((l) => ({ locationId: l.locationId, mode: asMode(l.mode) })),
    categoryIds: cats.filter((c) => c.providerId === p.id).map((c) => c.categoryId),
    timeOff: off.filter((o) => o.providerId === p.id),
  }));
}

const scheduleSchema = z.object({
  hours: z
    .array(z.object({ weekday: z.number(message('validation.invalid')).int(message('validation.invalid')), start: z.string(message('validation.required')), end: z.string(message('validation.required')) }))
    .max(50, message('validation.invalid')),
  locations: z.array(z.object({ locationId: idSchema, mode: z.enum(LOCATION_MODES, message('validation.invalid')) })).max(100, message('validation.invalid')),
  categoryIds: z.array(idSchema).max(200, message('validation.invalid')),
});

async function lockProvider(tx: Database, granted: Granted, providerId: string): Promise<ProviderRow> {
  if (!isUuid(providerId)) throw appError('NOT_FOUND');
  const [row] = await tx
    .select()
    .from(providerProfiles)
    .where(and(eq(providerProfiles.id, providerId), eq(providerProfiles.businessId, granted.grant.targetId), eq(providerProfiles.organizationId, granted.grant.organizationId)))
    .for('update');
  if (!row) throw appError('NOT_FOUND');
  return row;
}

async function oneSchedule(ctx: GraphQLContext, businessId: string, providerId: string): Promise<ProviderScheduleView> {
  const [view] = await providerSchedules(ctx.deps.db, businessId, ctx.deps.now(), providerId);
  if (!view) throw appError('NOT_FOUND');
  return view;
}

/** Replaces the provider's weekly hours, locations and categories (each must be the business's own). */
export async function setProviderSchedule(ctx: GraphQLContext, granted: Granted, providerId: string, raw: unknown): Promise<ProviderScheduleView> {
  const input = parseInput(scheduleSchema, raw, 'input');
  assertWorkingHours(input.hours);
  const businessId = granted.grant.targetId;
  const organizationId = granted.grant.organizationId;
  const [before] = await providerSchedules(ctx.deps.db, businessId, ctx.deps.now(), providerId);
  await ctx.deps.db.transaction(async (tx) => {
    const provider = await lockProvider(tx, granted, providerId);
    const locationIds = [...new Set(input.locations.map((l) => l.locationId))];
    const categoryIds = [...new Set(input.categoryIds)];
    const ownLocations = locationIds.length ? await tx.select({ id: locations.id }).from(locations).where(and(inArray(locations.id, locationIds), eq(locations.businessId, businessId))) : [];
    if (ownLocations.length !== locationIds.length) throw badInput({ 'input.locations': 'validation.invalid' });
    const ownCategories = categoryIds.length ? await tx.select({ id: categories.id }).from(categories).where(and(inArray(categories.id, categoryIds), eq(categories.businessId, businessId))) : [];
    if (ownCategories.length !== categoryIds.length) throw badInput({ 'input.categoryIds': 'validation.invalid' });
    await tx.delete(providerWorkingHours).where(eq(providerWorkingHours.providerId, provider.id));
    if (input.hours.length) await tx.insert(providerWorkingHours).values(input.hours.map((h) => ({ organizationId, providerId: provider.id, weekday: h.weekday, startTime: h.start, endTime: h.end })));
    await tx.delete(providerLocations).where(eq(providerLocations.providerId, provider.id));
    const modeOf = new Map(input.locations.map((l) => [l.locationId, l.mode]));
    if (locationIds.length) await tx.insert(providerLocations).values(locationIds.map((locationId) => ({ organizationId, providerId: provider.id, locationId, mode: modeOf.get(locationId) ?? 'HYBRID' })));
    await tx.delete(providerCategories).where(eq(providerCategories.providerId, provider.id));
    if (categoryIds.length) await tx.insert(providerCategories).values(categoryIds.map((categoryId) => ({ organizationId, providerId: provider.id, categoryId })));
    await recordAdminChange(tx, { granted, entityType: 'provider_schedule', entityId: provider.id, action: 'UPDATE', before: before ? { hours: before.hours, locations: before.locations, categoryIds: before.categoryIds } : null, after: input, ip: ctx.client.ip });
  });
  return oneSchedule(ctx, businessId, providerId);
}

export async function addTimeOff(ctx: GraphQLContext, granted: Granted, providerId: string, raw: unknown): Promise<ProviderScheduleView> {
  const input = parseInput(timeOffSchema, raw, 'input');
  await ctx.deps.db.transaction(async (tx) => {
    const provider = await lockProvider(tx, granted, providerId);
    const [row] = await tx.insert(providerTimeOff).values({ organizationId: granted.grant.organizationId, providerId: provider.id, startsAt: input.startsAt, endsAt: input.endsAt, reason: input.reason }).returning();
    if (!row) throw new Error('time off insert returned nothing');
    await recordAdminChange(tx, { granted, entityType: 'provider_time_off', entityId: row.id, action: 'CREATE', before: null, after: row, ip: ctx.client.ip });
  });
  return oneSchedule(ctx, granted.grant.targetId, providerId);
}

export async function removeTimeOff(ctx: GraphQLContext, granted: Granted, timeOffId: string): Promise<ProviderScheduleView> {
  if (!isUuid(timeOffId)) throw appError('NOT_FOUND');
  const providerId = await ctx.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ off: providerTimeOff })
      .from(providerTimeOff)
      .innerJoin(providerProfiles, eq(providerProfiles.id, providerTimeOff.providerId))
      .where(and(eq(providerTimeOff.id, timeOffId), eq(providerProfiles.businessId, granted.grant.targetId), eq(providerTimeOff.organizationId, granted.grant.organizationId)))
      .for('update');
    if (!row) throw appError('NOT_FOUND');
    await tx.delete(providerTimeOff).where(eq(providerTimeOff.id, timeOffId));
    await recordAdminChange(tx, { granted, entityType: 'provider_time_off', entityId: timeOffId, action: 'DELETE', before: row.off, after: null, ip: ctx.client.ip });
    return row.off.providerId;
  });
  return oneSchedule(ctx, granted.grant.targetId, providerId);
}

/** What a provider can be set to serve: the business's categories, by name. */
export async function scheduleCategories(db: Database, businessId: string): Promise<{ id: string; name: string }[]> {
  return db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.businessId, businessId)).orderBy(asc(categories.name));
}
