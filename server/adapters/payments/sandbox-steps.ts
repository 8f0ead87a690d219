// Capture, void and refund in the sandbox gateway: each step locks its authorization, answers a retried
// idempotency key from the recorded step, and otherwise checks the amounts and records the step once.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxGatewayAuthorizations, sandboxGatewayOperations } from '../../db/schema/index.ts';
import { GatewayRequestError, type GatewayResult } from './payments-adapter.ts';

type AuthorizationRow = typeof sandboxGatewayAuthorizations.$inferSelect;

export type SandboxStep =
  | { kind: 'CAPTURE'; reference: string; amount: number; idempotencyKey: string }
  | { kind: 'VOID'; reference: string; idempotencyKey: string }
  | { kind: 'REFUND'; reference: string; amount: number; idempotencyKey: string };

const PREFIX = { CAPTURE: 'cap', VOID: 'void', REFUND: 're' } as const satisfies Record<SandboxStep['kind'], string>;

export function assertPositiveAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new GatewayRequestError(`amount must be a positive integer of minor units, got ${amount}`);
}

/** The authorization's new figures after the step, or a GatewayRequestError when the step is not possible. */
function applyStep(auth: AuthorizationRow, step: SandboxStep): Pick<AuthorizationRow, 'status' | 'captured' | 'refunded'> & { amount: number } {
  const { status, captured, refunded } = auth;
  switch (step.kind) {
    case 'CAPTURE':
      assertPositiveAmount(step.amount);
      if (status !== 'AUTHORIZED' && status !== 'CAPTURED') throw new GatewayRequestError(`cannot capture an authorization that is ${status}`);
      if (captured + step.amount > auth.amount) throw new GatewayRequestError(`capture of ${step.amount} exceeds the ${auth.amount - captured} still held`);
      return { status: 'CAPTURED', captured: captured + step.amount, refunded, amount: step.amount };
    case 'VOID':
      if (status !== 'AUTHORIZED') throw new GatewayRequestError(`cannot void an authorization that is ${status}`);
      return { status: 'VOIDED', captured, refunded, amount: auth.amount };
    case 'REFUND':
      assertPositiveAmount(step.amount);
      if (refunded + step.amount > captured) throw new GatewayRequestError(`refund of ${step.amount} exceeds the ${captured - refunded} captured and not refunded`);
      return { status, captured, refunded: refunded + step.amount, amount: step.amount };
  }
}

function sameStep(done: typeof sandboxGatewayOperations.$inferSelect, step: SandboxStep): boolean {
  return done.kind === step.kind && done.authorizationId === step.reference && (step.kind === 'VOID' || done.amount === step.amount);
}

/** Performs a step once per idempotency key; `db` may be the caller's transaction (a savepoint is used then). */
export async function runSandboxStep(db: Database, step: SandboxStep, now: Date): Promise<GatewayResult> {
  return db.transaction(async (tx) => {
    // The row lock makes concurrent steps on one authorization (and retries of one key) wait for each other.
    const [auth] = await tx.select().from(sandboxGatewayAuthorizations).where(eq(sandboxGatewayAuthorizations.id, step.reference)).for('update');
    if (!auth) throw new GatewayRequestError('unknown authorization reference');
    const [done] = await tx.select().from(sandboxGatewayOperations).where(eq(sandboxGatewayOperations.idempotencyKey, step.idempotencyKey));
    if (done) {
      if (!sameStep(done, step)) throw new GatewayRequestError('idempotency key reused with different parameters');
      return { ok: true, reference: done.id };
    }
    const { amount, ...figures } = applyStep(auth, step);
    await tx.update(sandboxGatewayAuthorizations).set({ ...figures, updatedAt: now }).where(eq(sandboxGatewayAuthorizations.id, auth.id));
    const id = `${PREFIX[step.kind]}_${randomBytes(12).toString('hex')}`;
    await tx.insert(sandboxGatewayOperations).values({ id, authorizationId: auth.id, kind: step.kind, amount, idempotencyKey: step.idempotencyKey, createdAt: now });
    return { ok: true, reference: id };
  });
}
