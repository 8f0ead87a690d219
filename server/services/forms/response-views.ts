import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { clients, userResponses, users } from '../../db/schema/index.ts';
import type { Page } from '../catalogue/inputs.ts';

export type UserResponseRow = typeof userResponses.$inferSelect;

/** Who wrote a response, or whom it is about: the spec's createdBy and createdFor (name, email). */
export type PersonView = { id: string; name: string; email: string };

export type UserResponseView = UserResponseRow & { creator: PersonView; subject: PersonView };

const creator = alias(users, 'creator');
const subjectUser = alias(users, 'subject_user');

const person = (table: typeof creator | typeof subjectUser) => ({ id: table.id, firstName: table.firstName, lastName: table.lastName, email: table.email });

type PersonColumns = { id: string; firstName: string; lastName: string; email: string };

const personView = (p: PersonColumns, id: string = p.id): PersonView => ({ id, name: `${p.firstName} ${p.lastName}`.trim(), email: p.email });

export type ResponseOrder = { column: 'createdAt' | 'updatedAt'; direction: 'asc' | 'desc' };

/** Responses with their creator (a user) and subject (the client, named by the client's user). */
export async function selectResponses(db: Database, where: SQL[], order: ResponseOrder[] = [], page?: Page): Promise<UserResponseView[]> {
  const query = db
    .select({ response: userResponses, creator: person(creator), subject: person(subjectUser) })
    .from(userResponses)
    .innerJoin(creator, eq(creator.id, userResponses.createdBy))
    .innerJoin(clients, eq(clients.id, userResponses.createdFor))
    .innerJoin(subjectUser, eq(subjectUser.id, clients.userId))
    .where(and(...where))
    .orderBy(...order.map((o) => (o.direction === 'asc' ? asc(userResponses[o.column]) : desc(userResponses[o.column]))), asc(userResponses.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({ ...r.response, creator: personView(r.creator), subject: personView(r.subject, r.response.createdFor) }));
}

export async function countResponses(db: Database, where: SQL[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userResponses).where(and(...where));
  return row?.n ?? 0;
}

export async function responseById(db: Database, id: string, organizationId: string): Promise<UserResponseView | undefined> {
  const [row] = await selectResponses(db, [eq(userResponses.id, id), eq(userResponses.organizationId, organizationId)]);
  return row;
}
