// receptionCreateClient: a client created at the desk with every §3 field. An email new to the platform makes a
// user who cannot sign in yet (PENDING) and mails them a set-password invitation; an email already on the
// platform is that user: they get a client profile in this organization (found, not duplicated) and a mail that
// the clinic added them; someone already a client here is answered as they are. Idempotent per
// (receptionist, idempotencyKey): a replay answers the first result, other content is IDEMPOTENCY_CONFLICT.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isLanguage, type Language } from '../../../src/domain/language.ts';
import { makeReceptionClientSchema, type ReceptionClientInput } from '../../../src/domain/reception/client-form.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import type { Database } from '../../db/client.ts';
import { clientAddresses, clients, receptionClientDetails, receptionClientRequests, roleGrants, users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit.ts';
import { idSchema } from '../catalogue/inputs.ts';
import { isUniqueViolation } from '../db-errors.ts';
import { appError, parseInput } from '../errors.ts';
import type { RequestScope } from '../request-scope.ts';
import type { DeskActor } from './access.ts';
import { INVITED_PASSWORD_HASH, issueInvitation, sendClinicAddedMail, sendInvitationMail } from './invitations.ts';

export const CREATE_OUTCOMES = ['CREATED', 'LINKED', 'EXISTING'] as const;
export type CreateOutcome = (typeof CREATE_OUTCOMES)[number];

export type CreateClientResult = { clientId: string; outcome: CreateOutcome; invitationSent: boolean; replayed: boolean };

/** After commit: who to mail and how. */
type MailPlan = { kind: 'invitation'; token: string } | { kind: 'clinicAdded' } | null;

function requestHash(input: ReceptionClientInput): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

const languageSchema = z
  .string(message('validation.invalid'))
  .nullish()
  .refine((v) => v === null || v === undefined || isLanguage(v), message('validation.invalid'))
  .transform((v) => (v && isLanguage(v) ? v : undefined));

async function insertDeskDetails(tx: Database, organizationId: string, clientId: string, input: ReceptionClientInput, createdBy: string, now: Date): Promise<void> {
  await tx
    .insert(receptionClientDetails)
    .values({ clientId, organizationId, phoneCode: input.phoneCode, heightUnit: input.height.unit, weightValue: input.weight.value, weightUnit: input.weight.unit, createdBy, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

async function insertDefaultAddress(tx: Database, organizationId: string, clientId: string, input: ReceptionClientInput, now: Date): Promise<void> {
  const { address } = input;
  await tx.insert(clientAddresses).values({
    organizationId,
    clientId,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? null,
    city: address.city,
    state: address.state,
    country: address.country,
    zipcode: address.zipcode,
    isDefault: true,
    tz: input.timezone,
    createdAt: now,
    updatedAt: now,
  });
}

async function grantClientRole(tx: Database, organizationId: string, userId: string, clientId: string, displayName: string, now: Date): Promise<void> {
  await tx
    .insert(roleGrants)
    .values({ organizationId, userId, roleName: 'CLIENT', targetType: 'CLIENT', targetId: clientId, displayName, createdAt: now })
    .onConflictDoNothing();
}

export async function receptionCreateClient(
  scope: RequestScope,
  actor: DeskActor,
  args: { input: unknown; idempotencyKey: unknown; language?: unknown },
  requestLanguage: Language | null,
): Promise<CreateClientResult> {
  const { db } = scope.deps;
  const now = scope.deps.now();
  const input = parseInput(makeReceptionClientSchema({ now: scope.deps.now }), args.input, 'input');
  const idempotencyKey = parseInput(idSchema, args.idempotencyKey, 'idempotencyKey');
  const language = parseInput(languageSchema, args.language, 'language') ?? requestLanguage ?? 'en';
  const hash = requestHash(input);
  const replay = async (): Promise<CreateClientResult | null> => {
    const [earlier] = await db
      .select()
      .from(receptionClientRequests)
      .where(and(eq(receptionClientRequests.createdBy, actor.userId), eq(receptionClientRequests.idempotencyKey, idempotencyKey)))
      .limit(1);
    if (!earlier) return null;
    if (earlier.requestHash !== hash || earlier.organizationId !== actor.organizationId) throw appError('IDEMPOTENCY_CONFLICT');
    return { clientId: earlier.clientId, outcome: earlier.outcome as CreateOutcome, invitationSent: false, replayed: true };
  };
  const earlier = await replay();
  if (earlier) return earlier;
  let plan: MailPlan = null;
  let userRow: { id: string; email: string; firstName: string; preferredLanguage: Language };
  let result: CreateClientResult;
  try {
    [result, userRow, plan] = await db.transaction(async (tx) => {
      const displayName = `${input.firstName} ${input.lastName}`;
      // Lock the email's user row (if any) so two desks adding one person take turns.
      const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).for('update').limit(1);
      let outcome: CreateOutcome;
      let clientId: string;
      let user: typeof userRow;
      let mailPlan: MailPlan = null;
      if (existing) {
        user = existing;
        const [already] = await tx
          .select({ id: clients.id })
          .from(clients)
          .where(and(eq(clients.organizationId, actor.organizationId), eq(clients.userId, existing.id)))
          .limit(1);
        if (already) {
          outcome = 'EXISTING';
          clientId = already.id;
        } else {
          // Their profile (name, date of birth...) stays theirs: only a client profile here is added.
          outcome = 'LINKED';
          const [client] = await tx
            .insert(clients)
            .values({ organizationId: actor.organizationId, userId: existing.id, heightCm: input.height.cm, status: existing.status === 'ACTIVE' ? 'active' : 'pending', createdAt: now, updatedAt: now })
            .returning({ id: clients.id });
          if (!client) throw new Error('client insert returned nothing');
          clientId = client.id;
          await insertDefaultAddress(tx, actor.organizationId, clientId, input, now);
          await insertDeskDetails(tx, actor.organizationId, clientId, input, actor.userId, now);
          await grantClientRole(tx, actor.organizationId, existing.id, clientId, `${existing.firstName} ${existing.lastName}`, now);
          if (existing.status === 'ACTIVE') mailPlan = { kind: 'clinicAdded' };
          else mailPlan = { kind: 'invitation', token: (await issueInvitation(tx, { organizationId: actor.organizationId, businessId: actor.businessId, userId: existing.id, clientId, createdBy: actor.userId, now })).token };
        }
      } else {
        outcome = 'CREATED';
        const [created] = await tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash: INVITED_PASSWORD_HASH,
            firstName: input.firstName,
            lastName: input.lastName,
            dob: input.dob,
            gender: input.gender,
            phone: input.phone,
            timezone: input.timezone,
            preferredLanguage: language,
            status: 'PASSWORD_RESET_REQUIRED',
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!created) throw new Error('user insert returned nothing');
        user = created;
        const [client] = await tx
          .insert(clients)
          .values({ organizationId: actor.organizationId, userId: created.id, heightCm: input.height.cm, status: 'pending', createdAt: now, updatedAt: now })
          .returning({ id: clients.id });
        if (!client) throw new Error('client insert returned nothing');
        clientId = client.id;
        await insertDefaultAddress(tx, actor.organizationId, clientId, input, now);
        await insertDeskDetails(tx, actor.organizationId, clientId, input, actor.userId, now);
        await grantClientRole(tx, actor.organizationId, created.id, clientId, displayName, now);
        const { token } = await issueInvitation(tx, { organizationId: actor.organizationId, businessId: actor.businessId, userId: created.id, clientId, createdBy: actor.userId, now });
        mailPlan = { kind: 'invitation', token };
      }
      await tx.insert(receptionClientRequests).values({ organizationId: actor.organizationId, createdBy: actor.userId, idempotencyKey, requestHash: hash, clientId, outcome, createdAt: now });
      await recordAudit(tx, { action: outcome === 'EXISTING' ? 'client_read' : 'signup', actorUserId: actor.userId, organizationId: actor.organizationId, targetType: 'client', targetId: clientId, ip: scope.client.ip, metadata: { via: 'reception', outcome } }, now);
      return [{ clientId, outcome, invitationSent: mailPlan?.kind === 'invitation', replayed: false }, user, mailPlan] as const;
    });
  } catch (error) {
    // Two requests with one key, or two desks creating one new email at once: the first one stands.
    if (isUniqueViolation(error)) {
      const winner = await replay();
      if (winner) return winner;
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
      if (user) return receptionCreateClient(scope, actor, args, requestLanguage);
    }
    throw error;
  }
  // Mail after commit: a mail server that is down must not undo the client (the desk can resend the invitation).
  try {
    const mailTo = { to: userRow.email, firstName: userRow.firstName, language: result.outcome === 'CREATED' ? language : userRow.preferredLanguage, businessId: actor.businessId, organizationId: actor.organizationId };
    if (plan?.kind === 'invitation') await sendInvitationMail(scope.deps, { ...mailTo, token: plan.token });
    else if (plan?.kind === 'clinicAdded') await sendClinicAddedMail(scope.deps, mailTo);
  } catch (error) {
    console.error(`[reception] mail for client ${result.clientId} failed: ${error instanceof Error ? error.message : String(error)}`);
    result = { ...result, invitationSent: false };
  }
  return result;
}

/** A new invitation for a client who has not set a password yet (the earlier links stop working). */
export async function resendInvitation(scope: RequestScope, actor: DeskActor, clientId: string): Promise<{ expiresAt: Date }> {
  const { db } = scope.deps;
  const now = scope.deps.now();
  const [row] = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, status: users.status, language: users.preferredLanguage })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(and(eq(clients.id, clientId), eq(clients.organizationId, actor.organizationId)))
    .limit(1);
  if (!row) throw appError('NOT_FOUND');
  if (row.status === 'ACTIVE') throw appError('BAD_USER_INPUT', 'This client has already set a password.', { fields: { id: 'validation.invalid' } });
  const { token, expiresAt } = await db.transaction((tx) => issueInvitation(tx, { organizationId: actor.organizationId, businessId: actor.businessId, userId: row.userId, clientId, createdBy: actor.userId, now }));
  await sendInvitationMail(scope.deps, { to: row.email, firstName: row.firstName, language: row.language, businessId: actor.businessId, organizationId: actor.organizationId, token });
  return { expiresAt };
}
