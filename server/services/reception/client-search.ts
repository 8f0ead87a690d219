// receptionClients: the organization's clients, 10 a page (spec §9), newest first, searched by name, email or
// phone anywhere in the text. The search matches one expression that a pg_trgm GIN index covers (migration
// 0018_reception), so a search among 10,000 clients reads only the matching rows; the unsearched list walks
// clients_org_created_idx.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { RECEPTION_PAGE_SIZE, RECEPTION_SEARCH_MAX_LENGTH } from '../../../src/domain/reception/reception-constants.ts';
import { digitsOnly } from '../../../src/domain/validation/phone.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import type { Database } from '../../db/client.ts';
import { clients, organizationClientCounts, users } from '../../db/schema/index.ts';
import { containsPattern } from '../catalogue/inputs.ts';
import { parseInput } from '../errors.ts';
import { readClientViews, type ReceptionClientView } from './client-view.ts';

/** Exactly the indexed expression of users_search_text_trgm_idx (any change needs a migration). */
export const CLIENT_SEARCH_TEXT = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, ''))`;

export const receptionClientsArgsSchema = z.object({
  search: z
    .string()
    .max(RECEPTION_SEARCH_MAX_LENGTH, message('validation.tooLong'))
    .nullish()
    .transform((v) => (v?.trim() ? v.trim().toLowerCase().replace(/\s+/g, ' ') : undefined)),
  page: z.number(message('validation.invalid')).int(message('validation.invalid')).min(0, message('validation.invalid')).max(10_000, message('validation.invalid')).nullish().transform((v) => v ?? 0),
});

export type ReceptionClientPage = { nodes: ReceptionClientView[]; totalCount: number; page: number; pageSize: number };

/** A search that looks like a phone number ('(212) 555-01') is matched on its digits, as phones are stored. */
function searchCondition(search: string): SQL {
  const digits = digitsOnly(search);
  const phoneLike = digits.length >= 3 && /^[\d\s()+.-]+$/.test(search);
  return sql`${CLIENT_SEARCH_TEXT} like ${containsPattern(phoneLike ? digits : search)}`;
}

export async function listReceptionClients(db: Database, organizationId: string, raw: unknown): Promise<ReceptionClientPage> {
  const { search, page } = parseInput(receptionClientsArgsSchema, raw);
  const offset = page * RECEPTION_PAGE_SIZE;
  const order = [desc(clients.createdAt), desc(clients.id)];
  let ids: string[];
  let totalCount: number;
  if (search) {
    // The index finds the matching people; their client profiles here are joined by clients_org_user_key, and the
    // total comes with the page (a window count over the matches only).
    const where = and(eq(clients.organizationId, organizationId), searchCondition(search));
    const rows = await db
      .select({ id: clients.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(clients)
      .innerJoin(users, eq(users.id, clients.userId))
      .where(where)
      .orderBy(...order)
      .limit(RECEPTION_PAGE_SIZE)
      .offset(offset);
    ids = rows.map((r) => r.id);
    totalCount =
      rows[0]?.total ?? (page === 0 ? 0 : ((await db.select({ n: count() }).from(clients).innerJoin(users, eq(users.id, clients.userId)).where(where))[0]?.n ?? 0));
  } else {
    // Unsearched: the page straight off clients_org_created_idx, and the total from the organization's counter
    // (kept by triggers on clients, migration 0021) instead of counting 10,000 rows per page.
    const [rows, totals] = await Promise.all([
      db.select({ id: clients.id }).from(clients).where(eq(clients.organizationId, organizationId)).orderBy(...order).limit(RECEPTION_PAGE_SIZE).offset(offset),
      db.select({ n: organizationClientCounts.count }).from(organizationClientCounts).where(eq(organizationClientCounts.organizationId, organizationId)),
    ]);
    ids = rows.map((r) => r.id);
    totalCount = totals[0]?.n ?? 0;
  }
  const nodes = await readClientViews(db, organizationId, ids);
  return { nodes, totalCount, page, pageSize: RECEPTION_PAGE_SIZE };
}
