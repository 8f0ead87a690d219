import { boolean, index, jsonb, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients, users } from './accounts.ts';
import { categories, formVersions, forms, products } from './catalogue.ts';
import { createdAt, id, organizationId, updatedAt } from './columns.ts';
import { orderItems } from './orders.ts';
import { organizations } from './tenancy.ts';

/** The server's score of a response (spec §5 "Form scoring"); the client's own score is never stored. */
export type StoredFormScore = { checks: number; correct: number; percentage: number; passed: boolean };

/** A client's answers to one version of a form (spec §3 "User response"). */
export const userResponses = pgTable(
  'user_responses',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    formId: uuid('form_id').notNull().references(() => forms.id),
    /** The version answered: answers are read against its schema even after the form changes. */
    formVersionId: uuid('form_version_id').notNull().references(() => formVersions.id),
    productId: uuid('product_id').notNull().references(() => products.id),
    categoryId: uuid('category_id').notNull().references(() => categories.id),
    orderItemId: uuid('order_item_id').references(() => orderItems.id),
    createdBy: uuid('created_by').notNull().references(() => users.id),
    createdFor: uuid('created_for').notNull().references(() => clients.id),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    score: jsonb('score').$type<StoredFormScore>().notNull(),
    isHcpReviewed: boolean('is_hcp_reviewed').notNull().default(false),
    /** Chosen by the client before sending, so a retry after a lost connection stores the answers once. */
    clientDraftId: uuid('client_draft_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_responses_creator_draft_key').on(t.createdBy, t.clientDraftId),
    index('user_responses_created_for_idx').on(t.createdFor),
    index('user_responses_org_idx').on(t.organizationId),
  ],
);
