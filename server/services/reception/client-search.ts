// receptionClients: the organization's clients, 10 a page (spec §9), newest first, searched by name, email or
// phone anywhere in the text. The search reads client_search_texts (one row per client, kept by triggers: migration
// 0033) through its pg_trgm GIN index, so a search reads only the matching rows of one narrow table; the
// unsearched list walks clients_org_created_idx.
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { RECEPTION_PAGE_SIZE, RECEPTION_SEARCH_MAX_LENGTH, receptionClientStatus } from '../../../src/domain/reception/reception-constants.ts';
import { digitsOnly } from '../../../src/domain/validation/phone.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import type { Database } from '../../db/client.ts';
import { clientAddresses, clients, clientSearchTexts, organizationClientCounts } from '../../db/schema/index.ts';
import { containsPattern } from '../catalogue/inputs.ts';
import { parseInput } from '../errors.ts';
import { rowOfJson } from '../json-rows.ts';
import type { ReceptionClientView } from './client-view.ts';

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
  return sql`${clientSearchTexts.text} like ${containsPattern(phoneLike ? digits : search)}`;
}

/** A client of the page as its json carries it: the view's columns by their SQL names, the default address as its row. */
type ClientJson = {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  dob: string | null;
  gender: string | null;
  phone: string | null;
  timezone: string | null;
  user_status: string;
  height_cm: number | null;
  created_at: string;
  phone_code: string | null;
  height_unit: string | null;
  weight_value: number | null;
  weight_unit: string | null;
  default_address: Record<string, unknown> | null;
};

function viewOfJson(organizationId: string, c: ClientJson): ReceptionClientView {
  return {
    id: c.id,
    userId: c.user_id,
    organizationId,
    firstName: c.first_name,
    lastName: c.last_name,
    email: c.email,
    dob: c.dob,
    gender: c.gender,
    phoneCode: c.phone_code ?? '+1',
    phone: c.phone,
    timezone: c.timezone,
    heightCm: c.height_cm,
    heightUnit: c.height_unit ?? 'CM',
    weightValue: c.weight_value,
    weightUnit: c.weight_unit,
    status: receptionClientStatus(c.user_status),
    createdAt: new Date(c.created_at),
    defaultAddress: c.default_address ? rowOfJson(clientAddresses, c.default_address) : null,
  };
}

/**
 * The page's clients as readClientViews reads them (the person, the desk's extras, the default address), newest
 * first, in one json value (rowOfJson), and the total: one statement, one round trip.
 */
function pageOfClients(organizationId: string, matches: SQL, total: SQL): SQL {
  return sql`with "page" as (${matches})
    select ${total} as "total", coalesce((
      select json_agg(v order by v."created_at" desc, v."id" desc) from (
        select c."id", u."id" as "user_id", u."first_name", u."last_name", u."email", u."dob", u."gender", u."phone", u."timezone",
          u."status" as "user_status", c."height_cm", c."created_at", d."phone_code", d."height_unit", d."weight_value", d."weight_unit",
          (select row_to_json(a) from "client_addresses" a where a."client_id" = c."id" and a."is_default" and a."deleted_at" is null limit 1) as "default_address"
        from "page" p
        join "clients" c on c."id" = p."id" and c."organization_id" = ${organizationId}
        join "users" u on u."id" = c."user_id"
        left join "reception_client_details" d on d."client_id" = c."id"
      ) v), '[]') as "nodes"`;
}

export type ReceptionClientsArgs = z.output<typeof receptionClientsArgsSchema>;

/** receptionClients' arguments checked and normalised (the search trimmed, lowercased, spaces collapsed; page 0 by default). */
export function parseReceptionClientsArgs(raw: unknown): ReceptionClientsArgs {
  return parseInput(receptionClientsArgsSchema, raw);
}

export function listReceptionClients(db: Database, organizationId: string, raw: unknown): Promise<ReceptionClientPage> {
  return readReceptionClientPage(db, organizationId, parseReceptionClientsArgs(raw));
}

/** One page of the organization's clients for arguments already parsed: one statement. */
export async function readReceptionClientPage(db: Database, organizationId: string, { search, page }: ReceptionClientsArgs): Promise<ReceptionClientPage> {
  const offset = page * RECEPTION_PAGE_SIZE;
  let statement: SQL;
  if (search) {
    // The trigram index finds the organization's matching clients in client_search_texts, which also holds their
    // creation time: the page and its total come from that one narrow table (a window count over the matches only;
    // counted apart only past the last page), with no probe of clients per match (the cost of the old join of users
    // to clients grew with the matches: 1,001 index probes for 1,000 matches).
    const matched = sql`${clientSearchTexts} where ${clientSearchTexts.organizationId} = ${organizationId} and ${searchCondition(search)}`;
    const matches = sql`select ${clientSearchTexts.clientId} as "id", count(*) over () as "total" from ${matched} order by ${clientSearchTexts.createdAt} desc, ${clientSearchTexts.clientId} desc limit ${RECEPTION_PAGE_SIZE} offset ${offset}`;
    statement = pageOfClients(organizationId, matches, sql`coalesce((select "total" from "page" limit 1), (select count(*) from ${matched}))::integer`);
  } else {
    // Unsearched: the page straight off clients_org_created_idx, and the total from the organization's counter
    // (kept by triggers on clients, migration 0021) instead of counting 10,000 rows per page.
    const matches = db.select({ id: clients.id }).from(clients).where(eq(clients.organizationId, organizationId)).orderBy(desc(clients.createdAt), desc(clients.id)).limit(RECEPTION_PAGE_SIZE).offset(offset);
    const kept = db.select({ n: organizationClientCounts.count }).from(organizationClientCounts).where(eq(organizationClientCounts.organizationId, organizationId));
    statement = pageOfClients(organizationId, matches.getSQL(), sql`coalesce((${kept}), 0)::integer`);
  }
  // Both drivers answer { rows: [...] }; the shared Database type cannot say so.
  const result = (await db.execute(statement)) as unknown as { rows: { total: number | string; nodes: ClientJson[] | null }[] };
  const [row] = result.rows;
  return { nodes: (row?.nodes ?? []).map((c) => viewOfJson(organizationId, c)), totalCount: Number(row?.total ?? 0), page, pageSize: RECEPTION_PAGE_SIZE };
}
