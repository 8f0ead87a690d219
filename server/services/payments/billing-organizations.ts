// organizations (spec §7): the organizations the caller holds a grant in, with the biller name a card
// statement shows.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { businesses, organizations } from '../../db/schema/index.ts';
import { isUuid } from '../db-errors.ts';

export type OrganizationView = { id: string; name: string; billerName: string };
export type OrganizationFilter = { id?: string | null; businessId?: string | null };

export async function listOrganizations(db: Database, viewer: Viewer, filter: OrganizationFilter = {}): Promise<OrganizationView[]> {
  const granted = [...new Set(viewer.grants.map((grant) => grant.organizationId))];
  if (granted.length === 0) return [];
  if ((filter.id && !isUuid(filter.id)) || (filter.businessId && !isUuid(filter.businessId))) return [];
  const conditions: SQL[] = [inArray(organizations.id, granted)];
  if (filter.id) conditions.push(eq(organizations.id, filter.id));
  const query = db.select({ id: organizations.id, name: organizations.name, billerName: organizations.billerName }).from(organizations);
  if (!filter.businessId) return query.where(and(...conditions)).orderBy(organizations.name);
  return query
    .innerJoin(businesses, eq(businesses.organizationId, organizations.id))
    .where(and(...conditions, eq(businesses.id, filter.businessId)))
    .orderBy(organizations.name);
}
