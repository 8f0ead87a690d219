import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { makeDobSchema } from '../../src/domain/validation/dob.ts';
import { driversLicenseSchema } from '../../src/domain/validation/drivers-license.ts';
import { genderSchema } from '../../src/domain/validation/gender.ts';
import { nameSchema } from '../../src/domain/validation/name.ts';
import { phoneSchema } from '../../src/domain/validation/phone.ts';
import { ssnSchema } from '../../src/domain/validation/ssn.ts';
import { optionalTimezoneSchema } from '../../src/domain/validation/timezone.ts';
import { clients, users } from '../db/schema/index.ts';
import { recordAudit } from './audit.ts';
import { listClientAddresses, type Actor, type ClientAddressRow, type ClientRow } from './client-addresses.ts';
import { parseInput } from './errors.ts';
import { decryptField, encryptField, identityFieldContext } from './field-encryption.ts';
import type { RequestScope } from './request-scope.ts';

export type { Actor, ClientAddressRow, ClientRow };

/** A client's record as the API returns it: identity numbers decrypted, addresses (not removed ones) default first. */
export type ClientView = { id: string; ssn: string | null; driversLicense: string | null; addresses: ClientAddressRow[] };

// One definition of each column's additional data, shared with the re-encryption after a key rotation.
const { ssn: ssnContext, driversLicense: licenceContext } = identityFieldContext;

/** Reads a client's record for an already authorised caller; every read is audited (client_read). */
export async function readClient(scope: RequestScope, actor: Actor, client: ClientRow): Promise<ClientView> {
  const { db, secrets, now } = scope.deps;
  const addresses = await listClientAddresses(db, client.id);
  await recordAudit(db, { action: 'client_read', actorUserId: actor.userId, organizationId: client.organizationId, targetType: 'client', targetId: client.id, ip: scope.client.ip, metadata: { role: actor.roleName } }, now());
  return {
    id: client.id,
    ssn: client.ssnEncrypted ? decryptField(secrets.dataKey, client.ssnEncrypted, ssnContext(client.id)) : null,
    driversLicense: client.driversLicenseEncrypted ? decryptField(secrets.dataKey, client.driversLicenseEncrypted, licenceContext(client.id)) : null,
    addresses,
  };
}

// null and absent both mean "leave unchanged": required profile fields cannot be blanked.
const keep = <S extends z.ZodType>(schema: S) => schema.nullish().transform((v) => v ?? undefined);

function updateInput(now: () => Date) {
  return z.object({
    clientInput: z.object({ ssn: keep(ssnSchema), driversLicense: keep(driversLicenseSchema) }).nullish(),
    userInput: z
      .object({
        firstName: keep(nameSchema),
        lastName: keep(nameSchema),
        phone: keep(phoneSchema),
        dob: keep(makeDobSchema({ now })),
        gender: keep(genderSchema),
        timezone: optionalTimezoneSchema,
      })
      .nullish(),
  });
}

function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export type UpdateClientArgs = { clientInput?: unknown; userInput?: unknown };

/** updateClient: the client's identity numbers (encrypted) and the profile of the user behind the client. */
export async function updateClient(scope: RequestScope, actor: Actor, client: ClientRow, args: UpdateClientArgs): Promise<ClientView> {
  const { db, secrets, now } = scope.deps;
  const input = parseInput(updateInput(now), args);
  const identity = { ssn: input.clientInput?.ssn, driversLicense: input.clientInput?.driversLicense };
  const profile = {
    firstName: input.userInput?.firstName,
    lastName: input.userInput?.lastName,
    phone: input.userInput?.phone,
    dob: input.userInput?.dob,
    gender: input.userInput?.gender,
    timezone: input.userInput?.timezone,
  };
  await db.transaction(async (tx) => {
    const clientChanges: Partial<typeof clients.$inferInsert> = {};
    if (identity.ssn !== undefined) clientChanges.ssnEncrypted = encryptField(secrets.dataKey, identity.ssn, ssnContext(client.id));
    if (identity.driversLicense !== undefined) {
      clientChanges.driversLicenseEncrypted = encryptField(secrets.dataKey, identity.driversLicense, licenceContext(client.id));
    }
    if (Object.keys(clientChanges).length > 0) await tx.update(clients).set({ ...clientChanges, updatedAt: now() }).where(eq(clients.id, client.id));
    const userChanges = definedOnly(profile);
    if (Object.keys(userChanges).length > 0) await tx.update(users).set({ ...userChanges, updatedAt: now() }).where(eq(users.id, client.userId));
  });
  // Field names only: the values (and which identity number changed) stay out of the audit log.
  const changed = Object.keys(definedOnly(profile));
  await recordAudit(db, { action: 'client_updated', actorUserId: actor.userId, organizationId: client.organizationId, targetType: 'client', targetId: client.id, ip: scope.client.ip, metadata: { role: actor.roleName, fields: changed.join(','), identityChanged: identity.ssn !== undefined || identity.driversLicense !== undefined } }, now());
  const [fresh] = await db.select().from(clients).where(eq(clients.id, client.id)).limit(1);
  return readClient(scope, actor, fresh ?? client);
}
