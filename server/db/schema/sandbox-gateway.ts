import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { sandboxGatewayAuthorizations } from './payments.ts';

/**
 * The sandbox gateway's capture, void and refund steps, one row per idempotency key: a retried step finds its
 * row and answers the same without acting twice.
 */
export const sandboxGatewayOperations = pgTable('sandbox_gateway_operations', {
  /** The step's reference, returned to the caller. */
  id: text('id').primaryKey(),
  authorizationId: text('authorization_id')
    .notNull()
    .references(() => sandboxGatewayAuthorizations.id),
  /** CAPTURE, VOID or REFUND. */
  kind: text('kind').notNull(),
  amount: integer('amount').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
});
