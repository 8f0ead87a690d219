// What the outbox keeps (issue 12 "Outbox"): one entry per thing the person saved while the server may be out of
// reach. Its id is the client-made UUID the server stores once (clientReadingId, clientRecordId, idempotencyKey,
// clientDraftId), so sending an entry twice (two tabs, a tab closed mid-send, a lost reply) stores it once.
import type { QueryKey } from '@tanstack/react-query';
import type { CurrentUserCookie } from '../auth-tokens.ts';
import type { AddWeeklyProgressInput, MetricReadingInput, StoreUserResponsesInput } from '../../gql/graphql.ts';
import type { ErrorCode } from '../../domain/error-codes.ts';
import type { ValidationMessageKey } from '../../domain/validation/messages.ts';

export const OUTBOX_KINDS = ['metricReadings', 'weeklyProgress', 'deliveryConfirmation', 'preAssessmentAnswers'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** Each kind's payload, without its key (the entry's id is the key, put in place when sent). */
export type OutboxPayloads = {
  metricReadings: Omit<MetricReadingInput, 'clientReadingId'> & { recordedAt: string };
  weeklyProgress: Omit<AddWeeklyProgressInput, 'clientRecordId'>;
  deliveryConfirmation: { orderItemId: string; orderId: string; received: boolean; note: string | null };
  preAssessmentAnswers: Omit<StoreUserResponsesInput, 'clientDraftId'>;
};

/** Why the server refused an entry for good: its code, the server's reason word and the fields it named. */
export type OutboxRejection = {
  code: ErrorCode | null;
  reason: string | null;
  fields: Partial<Record<string, ValidationMessageKey>>;
};

export type OutboxEntryState = 'pending' | 'sending' | 'rejected';

export type OutboxEntry<K extends OutboxKind = OutboxKind> = {
  [Kind in K]: {
    /** The idempotency key sent with it. */
    id: string;
    kind: Kind;
    payload: OutboxPayloads[Kind];
    /** Whose it is: sent only while this user is signed in, with the grant it was written under. */
    userId: string;
    grant: CurrentUserCookie;
    createdAt: number;
    state: OutboxEntryState;
    reason?: OutboxRejection;
    /** Failed sends so far (transient ones), for the back-off. */
    attempts: number;
    /** Not before this time (ms) after a transient failure. */
    notBefore: number;
    /** The cached queries that show it, refreshed once it is stored. */
    invalidates: QueryKey[];
  };
}[K];

export function isOutboxEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<OutboxEntry>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.userId === 'string' &&
    typeof entry.createdAt === 'number' &&
    typeof entry.kind === 'string' &&
    (OUTBOX_KINDS as readonly string[]).includes(entry.kind) &&
    typeof entry.payload === 'object' &&
    entry.payload !== null
  );
}

/** Oldest first; entries written in the same millisecond keep their id order so every tab agrees. */
export function byCreation(a: OutboxEntry, b: OutboxEntry): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
