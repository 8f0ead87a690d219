import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clientAddresses, clients, users } from '../../db/schema/index.ts';

/** What a provider sees of its patient: who they are and how to reach them (no identity numbers). */
export type HcpClientProfileView = {
  clientId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  dob: string | null;
  gender: string | null;
  heightCm: number | null;
  timezone: string | null;
  city: string | null;
  state: string | null;
};

export async function hcpClientProfile(db: Database, organizationId: string, clientId: string): Promise<HcpClientProfileView | null> {
  const [row] = await db
    .select({ client: clients, user: users })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(and(eq(clients.id, clientId), eq(clients.organizationId, organizationId)))
    .limit(1);
  if (!row) return null;
  const [address] = await db
    .select({ city: clientAddresses.city, state: clientAddresses.state })
    .from(clientAddresses)
    .where(and(eq(clientAddresses.clientId, clientId), eq(clientAddresses.organizationId, organizationId), isNull(clientAddresses.deletedAt)))
    .orderBy(desc(clientAddresses.isDefault), desc(clientAddresses.createdAt))
    .limit(1);
  const { client, user } = row;
  return {
    clientId: client.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    dob: user.dob,
    gender: user.gender,
    heightCm: client.heightCm,
    timezone: user.timezone,
    city: address?.city ?? null,
    state: address?.state ?? null,
  };
}
