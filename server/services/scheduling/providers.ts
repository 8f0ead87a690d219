import { and, asc, eq, exists, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { LOCATION_MODES, PROVIDER_KINDS, type LocationMode, type ProviderKind } from '../../../src/domain/scheduling/provider.ts';
import type { ProviderSchedule } from '../../../src/domain/scheduling/slots.ts';
import type { WorkingHours } from '../../../src/domain/scheduling/working-hours.ts';
import type { Database } from '../../db/client.ts';
import { productCategories, products, providerCategories, providerLocations, providerProductTypes, providerProfiles, providerWorkingHours } from '../../db/schema/index.ts';

export type ProviderRow = typeof providerProfiles.$inferSelect;

/** What clients see of a provider at one location (provider and lab collector selection, slot cards). */
export type ProviderView = {
  id: string;
  name: string;
  image: string | null;
  kind: ProviderKind;
  timezone: string;
  consultDurationMinutes: number;
  /** How the provider serves the location asked about. */
  mode: LocationMode;
};

export type ServingProvider = { profile: ProviderRow; view: ProviderView; schedule: ProviderSchedule };

export type ServingFilter = {
  organizationId: string;
  productId: string;
  locationId: string;
  providerId?: string | undefined;
  kind?: ProviderKind | undefined;
};

export function asKind(value: string): ProviderKind {
  return (PROVIDER_KINDS as readonly string[]).includes(value) ? (value as ProviderKind) : 'SERVICE_PROVIDER';
}

export function asLocationMode(value: string): LocationMode {
  return (LOCATION_MODES as readonly string[]).includes(value) ? (value as LocationMode) : 'HYBRID';
}

/** PostgreSQL `time` text ('09:00:00', '24:00:00') to the domain's 'HH:mm'. */
export function clock(value: string): string {
  return value.slice(0, 5);
}

/**
 * The organization's active, approved providers serving a product at a location, by name: a provider serves the product
 * when it serves one of the product's categories or the product's type, and serves the location in some mode.
 * Each comes with its weekly hours for slot generation.
 */
export async function servingProviders(db: Database, filter: ServingFilter): Promise<ServingProvider[]> {
  const servesCategory = exists(
    db
      .select({ one: sql`1` })
      .from(providerCategories)
      .innerJoin(productCategories, eq(productCategories.categoryId, providerCategories.categoryId))
      .where(and(eq(providerCategories.providerId, providerProfiles.id), eq(productCategories.productId, filter.productId))),
  );
  const servesType = exists(
    db
      .select({ one: sql`1` })
      .from(providerProductTypes)
      .innerJoin(products, eq(products.productType, providerProductTypes.productType))
      .where(and(eq(providerProductTypes.providerId, providerProfiles.id), eq(products.id, filter.productId))),
  );
  const rows = await db
    .select({ profile: providerProfiles, mode: providerLocations.mode })
    .from(providerProfiles)
    .innerJoin(providerLocations, and(eq(providerLocations.providerId, providerProfiles.id), eq(providerLocations.locationId, filter.locationId)))
    .where(
      and(
        eq(providerProfiles.organizationId, filter.organizationId),
        eq(providerProfiles.status, 'ACTIVE'),
        // A provider who signed up is offered only once the business admin approved them (issue 17).
        isNotNull(providerProfiles.approvedAt),
        filter.providerId ? eq(providerProfiles.id, filter.providerId) : undefined,
        filter.kind ? eq(providerProfiles.kind, filter.kind) : undefined,
        or(servesCategory, servesType),
      ),
    )
    .orderBy(asc(providerProfiles.displayName), asc(providerProfiles.id));
  const hours = await workingHoursOf(db, rows.map((r) => r.profile.id));
  return rows.map(({ profile, mode }) => ({
    profile,
    view: {
      id: profile.id,
      name: profile.displayName,
      image: profile.imageUrl,
      kind: asKind(profile.kind),
      timezone: profile.timezone,
      consultDurationMinutes: profile.consultDurationMinutes,
      mode: asLocationMode(mode),
    },
    schedule: {
      timezone: profile.timezone,
      durationMinutes: profile.consultDurationMinutes,
      bufferMinutes: profile.bufferMinutes,
      workingHours: hours.get(profile.id) ?? [],
    },
  }));
}

/** Weekly hours per provider, in weekday and start order. */
export async function workingHoursOf(db: Database, providerIds: readonly string[]): Promise<Map<string, WorkingHours[]>> {
  const byProvider = new Map<string, WorkingHours[]>();
  if (providerIds.length === 0) return byProvider;
  const rows = await db
    .select()
    .from(providerWorkingHours)
    .where(inArray(providerWorkingHours.providerId, [...providerIds]))
    .orderBy(asc(providerWorkingHours.weekday), asc(providerWorkingHours.startTime));
  for (const row of rows) {
    const list = byProvider.get(row.providerId) ?? [];
    list.push({ weekday: row.weekday, start: clock(row.startTime), end: clock(row.endTime) });
    byProvider.set(row.providerId, list);
  }
  return byProvider;
}

/** A provider of the organization, whatever it serves; null for another organization's (or no) provider. */
export async function providerInOrganization(db: Database, organizationId: string, providerId: string): Promise<ProviderRow | null> {
  const [row] = await db
    .select()
    .from(providerProfiles)
    .where(and(eq(providerProfiles.id, providerId), eq(providerProfiles.organizationId, organizationId)))
    .limit(1);
  return row ?? null;
}
