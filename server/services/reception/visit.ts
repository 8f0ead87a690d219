// How a receptionist's booking reaches the client (spec §3 toggle "Callout or Facility"): at the facility, or a
// callout to one of the client's addresses. Only receptionists book this way; a client's checkout has no visit.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { VISIT_KINDS, type VisitKind } from '../../../src/domain/reception/reception-constants.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import type { Database } from '../../db/client.ts';
import { orderVisits } from '../../db/schema/index.ts';
import { idSchema } from '../catalogue/inputs.ts';
import { badInput, parseInput } from '../errors.ts';
import { findOwnAddresses } from '../orders/checkout-checks.ts';

export type DeskVisit = { kind: VisitKind; addressId: string | null };

const visitSchema = z
  .object({ kind: z.enum(VISIT_KINDS, message('validation.invalid')), addressId: idSchema.nullish().transform((v) => v ?? null) })
  .refine((v) => v.kind === 'FACILITY' || v.addressId !== null, { ...message('validation.required'), path: ['addressId'] })
  .transform((v): DeskVisit => ({ kind: v.kind, addressId: v.kind === 'CALLOUT' ? v.addressId : null }));

/** The visit of a createOrder: a receptionist's defaults to FACILITY; a client may not name one. */
export function parseDeskVisit(roleName: string, raw: unknown): DeskVisit | null {
  if (roleName !== 'RECEPTIONIST') {
    if (raw !== undefined && raw !== null) throw badInput({ 'input.visit': 'validation.invalid' });
    return null;
  }
  if (raw === undefined || raw === null) return { kind: 'FACILITY', addressId: null };
  return parseInput(visitSchema, raw, 'input.visit');
}

/** A callout's address must be the client's own, not removed (BAD_USER_INPUT naming input.visit.addressId). */
export async function checkVisitAddress(db: Database, clientId: string, visit: DeskVisit): Promise<void> {
  if (!visit.addressId) return;
  const found = await findOwnAddresses(db, clientId, [visit.addressId]);
  if (!found.has(visit.addressId)) throw badInput({ 'input.visit.addressId': 'validation.invalid' });
}

/** Folds the visit into a checkout's fingerprint, so a replay with another visit is a different checkout. */
export function withVisitHash(requestHash: string, visit: DeskVisit | null): string {
  if (!visit) return requestHash;
  return createHash('sha256').update(JSON.stringify([requestHash, visit.kind, visit.addressId])).digest('hex');
}

export async function insertOrderVisit(tx: Database, facts: { orderId: string; organizationId: string; visit: DeskVisit; now: Date }): Promise<void> {
  await tx.insert(orderVisits).values({ orderId: facts.orderId, organizationId: facts.organizationId, visit: facts.visit.kind, addressId: facts.visit.addressId, createdAt: facts.now });
}
