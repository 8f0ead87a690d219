// receptionUpdateClient: the desk edits a client's §3 fields. The person's own fields (names, phone, date of
// birth...) live on the user; the email can change only while the client has not set a password (afterwards it
// is their sign-in, theirs to change). A new address replaces the default one; the old row is kept (soft
// deleted) for the orders that point at it.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { makeReceptionClientUpdateSchema } from '../../../src/domain/reception/client-form.ts';
import type { Database } from '../../db/client.ts';
import { clientAddresses, clients, receptionClientDetails, users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit.ts';
import { isUniqueViolation } from '../db-errors.ts';
import { appError, badInput, parseInput } from '../errors.ts';
import type { RequestScope } from '../request-scope.ts';
import type { DeskActor } from './access.ts';
import { sharedWithAnotherOrganization } from './client-view.ts';

type ClientRow = typeof clients.$inferSelect;

const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'dob', 'gender', 'phone', 'timezone'] as const;

export async function receptionUpdateClient(scope: RequestScope, actor: DeskActor, client: ClientRow, raw: unknown): Promise<void> {
  const { db } = scope.deps;
  const now = scope.deps.now();
  const input = parseInput(makeReceptionClientUpdateSchema({ now: scope.deps.now }), raw, 'input');
  try {
    await db.transaction(async (tx: Database) => {
      const [user] = await tx.select().from(users).where(eq(users.id, client.userId)).for('update').limit(1);
      if (!user) throw appError('NOT_FOUND');
      // A person who is also a client of another organization owns their account: this desk changes only what is
      // this clinic's (height, weight, address), never what the other clinic sees.
      const personField = PERSON_FIELDS.find((field) => input[field] !== undefined);
      if (personField) {
        const [shared] = await tx.select({ shared: sharedWithAnotherOrganization(client.organizationId) }).from(users).where(eq(users.id, user.id));
        if (shared?.shared) throw badInput({ [`input.${personField}`]: 'validation.invalid' }, "This person's account is shared with another clinic: only they can change these details.");
      }
      if (input.email !== undefined && input.email !== user.email) {
        if (user.status === 'ACTIVE') throw badInput({ 'input.email': 'validation.invalid' }, 'The client has set a password: only they can change their email.');
        const [taken] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), ne(users.id, user.id))).limit(1);
        if (taken) throw appError('EMAIL_TAKEN');
      }
      const userChanges = {
        ...(input.firstName !== undefined && { firstName: input.firstName }),
        ...(input.lastName !== undefined && { lastName: input.lastName }),
        ...(input.email !== undefined && { email: input.email }),
        ...(input.dob !== undefined && { dob: input.dob }),
        ...(input.gender !== undefined && { gender: input.gender }),
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.timezone !== undefined && { timezone: input.timezone }),
      };
      if (Object.keys(userChanges).length > 0) await tx.update(users).set({ ...userChanges, updatedAt: now }).where(eq(users.id, user.id));
      if (input.height !== undefined) await tx.update(clients).set({ heightCm: input.height.cm, updatedAt: now }).where(eq(clients.id, client.id));
      if (input.phoneCode !== undefined || input.height !== undefined || input.weight !== undefined) {
        const details = {
          ...(input.phoneCode !== undefined && { phoneCode: input.phoneCode }),
          ...(input.height !== undefined && { heightUnit: input.height.unit }),
          ...(input.weight !== undefined && { weightValue: input.weight.value, weightUnit: input.weight.unit }),
        };
        await tx
          .insert(receptionClientDetails)
          .values({ clientId: client.id, organizationId: client.organizationId, createdBy: actor.userId, createdAt: now, updatedAt: now, ...details })
          .onConflictDoUpdate({ target: receptionClientDetails.clientId, set: { ...details, updatedAt: now } });
      }
      if (input.address) {
        await tx
          .update(clientAddresses)
          .set({ isDefault: false, deletedAt: now, updatedAt: now })
          .where(and(eq(clientAddresses.clientId, client.id), eq(clientAddresses.isDefault, true), isNull(clientAddresses.deletedAt)));
        await tx.insert(clientAddresses).values({
          organizationId: client.organizationId,
          clientId: client.id,
          addressLine1: input.address.addressLine1,
          addressLine2: input.address.addressLine2 ?? null,
          city: input.address.city,
          state: input.address.state,
          country: input.address.country,
          zipcode: input.address.zipcode,
          isDefault: true,
          tz: input.timezone ?? user.timezone,
          createdAt: now,
          updatedAt: now,
        });
      }
      await recordAudit(tx, { action: 'client_updated', actorUserId: actor.userId, organizationId: actor.organizationId, targetType: 'client', targetId: client.id, ip: scope.client.ip, metadata: { via: 'reception' } }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('EMAIL_TAKEN');
    throw error;
  }
}
