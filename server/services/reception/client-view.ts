// What the front desk reads of a client (spec §2 "client by id", "client profile details by id"): the person
// (users), the client profile of this organization, the creation form's extras and the default address.
// No health data: answers and readings are never part of it.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { receptionClientStatus, type ReceptionClientStatus } from '../../../src/domain/reception/reception-constants.ts';
import type { Database } from '../../db/client.ts';
import { clientAddresses, clientInvitations, clients, receptionClientDetails, roleGrants, users } from '../../db/schema/index.ts';

export type ClientAddressRow = typeof clientAddresses.$inferSelect;

export type ReceptionClientView = {
  id: string;
  userId: string;
  organizationId: string;
  firstName: string;
  lastName: string;
  email: string;
  dob: string | null;
  gender: string | null;
  phoneCode: string;
  phone: string | null;
  timezone: string | null;
  heightCm: number | null;
  heightUnit: string;
  weightValue: number | null;
  weightUnit: string | null;
  status: ReceptionClientStatus;
  createdAt: Date;
  defaultAddress: ClientAddressRow | null;
};

const viewColumns = {
  id: clients.id,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  dob: users.dob,
  gender: users.gender,
  phone: users.phone,
  timezone: users.timezone,
  userStatus: users.status,
  heightCm: clients.heightCm,
  createdAt: clients.createdAt,
  phoneCode: receptionClientDetails.phoneCode,
  heightUnit: receptionClientDetails.heightUnit,
  weightValue: receptionClientDetails.weightValue,
  weightUnit: receptionClientDetails.weightUnit,
};

/** True when the person is also a client of another organization (role_grants_user_idx). */
export function sharedWithAnotherOrganization(organizationId: string) {
  // Qualified by hand: in a one-table select drizzle writes bare column names, which the subquery would take as its own.
  return sql<boolean>`exists (select 1 from "role_grants" g where g."user_id" = "users"."id" and g."role_name" = 'CLIENT' and g."organization_id" <> ${organizationId})`.mapWith(Boolean);
}

/**
 * The views of these clients of `organizationId`, in the order of `ids` (unknown ids are left out): two small
 * statements (the person with the desk's extras, then the default addresses). PGlite spends far longer planning
 * one wide join with subqueries (~20 ms) than running these. The invitation's expiry and personEditable are
 * read only when a screen asks for them (invitationState, personEditable below).
 */
export async function readClientViews(db: Database, organizationId: string, ids: readonly string[]): Promise<ReceptionClientView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(viewColumns)
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .leftJoin(receptionClientDetails, eq(receptionClientDetails.clientId, clients.id))
    .where(and(eq(clients.organizationId, organizationId), inArray(clients.id, [...ids])));
  if (rows.length === 0) return [];
  const addresses = await db
    .select()
    .from(clientAddresses)
    .where(and(inArray(clientAddresses.clientId, rows.map((r) => r.id)), eq(clientAddresses.isDefault, true), isNull(clientAddresses.deletedAt)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        userId: row.userId,
        organizationId,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        dob: row.dob,
        gender: row.gender,
        phoneCode: row.phoneCode ?? '+1',
        phone: row.phone,
        timezone: row.timezone,
        heightCm: row.heightCm,
        heightUnit: row.heightUnit ?? 'CM',
        weightValue: row.weightValue,
        weightUnit: row.weightUnit,
        status: receptionClientStatus(row.userStatus),
        createdAt: row.createdAt,
        defaultAddress: addresses.find((a) => a.clientId === id) ?? null,
      },
    ];
  });
}

/** While the client is PENDING: when its latest set-password link stops working (null otherwise). */
export async function invitationExpiry(db: Database, view: ReceptionClientView): Promise<Date | null> {
  if (view.status !== 'PENDING') return null;
  const [row] = await db
    .select({ expiresAt: sql<Date | null>`max(${clientInvitations.expiresAt})`.mapWith((v: unknown) => (v === null ? null : new Date(v as string))) })
    .from(clientInvitations)
    .where(and(eq(clientInvitations.clientId, view.id), isNull(clientInvitations.usedAt), isNull(clientInvitations.revokedAt)));
  return row?.expiresAt ?? null;
}

/**
 * Whether the desk may change the person's own fields (names, email, date of birth, gender, phone, timezone):
 * not when the person is also a client of another organization (their account is theirs, shared with that
 * clinic). The client-level fields (height, weight, address) stay editable.
 */
export async function personEditable(db: Database, view: ReceptionClientView): Promise<boolean> {
  const [shared] = await db
    .select({ userId: roleGrants.userId })
    .from(roleGrants)
    .where(and(eq(roleGrants.userId, view.userId), eq(roleGrants.roleName, 'CLIENT'), ne(roleGrants.organizationId, view.organizationId)))
    .limit(1);
  return !shared;
}

export async function readClientView(db: Database, organizationId: string, clientId: string): Promise<ReceptionClientView | null> {
  const [view] = await readClientViews(db, organizationId, [clientId]);
  return view ?? null;
}
