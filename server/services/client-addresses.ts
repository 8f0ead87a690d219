// A client's saved addresses (spec §2 /account/addresses, §3 "Client addresses"). Removing an address only
// stamps deleted_at, because orders and cards keep pointing at the address they were made with; every read
// here skips removed rows. Each change locks the client's row, so two changes at once cannot leave the client
// with no default or two.
import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import { addressInputSchema, type AddressInput } from '../../src/domain/validation/address.ts';
import { STATES_BY_COUNTRY } from '../data/states.ts';
import type { Database } from '../db/client.ts';
import { clientAddresses, clients } from '../db/schema/index.ts';
import { recordAudit } from './audit.ts';
import { isUuid } from './db-errors.ts';
import { appError, badInput, parseInput } from './errors.ts';
import type { RequestScope } from './request-scope.ts';

export type ClientRow = typeof clients.$inferSelect;
export type ClientAddressRow = typeof clientAddresses.$inferSelect;

/** Who is acting on the record, for the audit log. */
export type Actor = { userId: string; organizationId: string; roleName: string };

const active = (clientId: string) => and(eq(clientAddresses.clientId, clientId), isNull(clientAddresses.deletedAt));

/** The client's addresses that are not removed, the default first, then oldest first. */
export async function listClientAddresses(db: Database, clientId: string): Promise<ClientAddressRow[]> {
  return db.select().from(clientAddresses).where(active(clientId)).orderBy(desc(clientAddresses.isDefault), asc(clientAddresses.createdAt));
}

/** One of the client's addresses that is not removed; undefined for another client's id, a removed one or a non-id. */
export async function findClientAddress(db: Database, clientId: string, addressId: string): Promise<ClientAddressRow | undefined> {
  if (!isUuid(addressId)) return undefined;
  const [row] = await db.select().from(clientAddresses).where(and(active(clientId), eq(clientAddresses.id, addressId))).limit(1);
  return row;
}

/** Serialises address changes of one client (see the file comment). */
async function lockClient(tx: Database, clientId: string): Promise<void> {
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
}

/** Makes `addressId` the client's only default. */
async function makeDefault(tx: Database, clientId: string, addressId: string, at: Date): Promise<void> {
  await tx.update(clientAddresses).set({ isDefault: false, updatedAt: at }).where(and(active(clientId), eq(clientAddresses.isDefault, true), ne(clientAddresses.id, addressId)));
  await tx.update(clientAddresses).set({ isDefault: true, updatedAt: at }).where(eq(clientAddresses.id, addressId));
}

/** The state must be one of the country's preloaded subdivisions (US and IN). */
function checkStateOfCountry(country: string, state: string): void {
  const states = STATES_BY_COUNTRY[country];
  if (!states) throw badInput({ 'addressInput.country': 'validation.countryInvalid' });
  if (!states.some((s) => s.isoCode === state)) throw badInput({ 'addressInput.state': 'validation.stateInvalid' });
}

function parseAddress(input: unknown): AddressInput {
  const address = parseInput(addressInputSchema, input, 'addressInput');
  checkStateOfCountry(address.country, address.state);
  return address;
}

function addressColumns(address: AddressInput) {
  return {
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? null,
    city: address.city,
    state: address.state,
    country: address.country,
    zipcode: address.zipcode,
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
    contact: address.contact ?? null,
    instructions: address.instructions ?? null,
  };
}

async function audit(scope: RequestScope, actor: Actor, client: ClientRow, action: 'client_address_added' | 'client_address_updated' | 'client_address_removed', addressId: string) {
  await recordAudit(scope.deps.db, { action, actorUserId: actor.userId, organizationId: client.organizationId, targetType: 'client', targetId: client.id, ip: scope.client.ip, metadata: { role: actor.roleName, addressId } }, scope.deps.now());
}

/** addClientAddress: the first address, or one asked to be, becomes the default (and only default). */
export async function addClientAddress(scope: RequestScope, actor: Actor, client: ClientRow, args: { addressInput: unknown; defaultAddress?: boolean | null }): Promise<ClientAddressRow> {
  const { db, now } = scope.deps;
  const address = parseAddress(args.addressInput);
  const created = await db.transaction(async (tx) => {
    await lockClient(tx, client.id);
    const [existing] = await tx.select({ id: clientAddresses.id }).from(clientAddresses).where(active(client.id)).limit(1);
    const isDefault = !existing || args.defaultAddress === true;
    const [row] = await tx
      .insert(clientAddresses)
      .values({ organizationId: client.organizationId, clientId: client.id, ...addressColumns(address), isDefault, createdAt: now(), updatedAt: now() })
      .returning();
    if (!row) throw new Error('addClientAddress: insert returned no row');
    if (isDefault) await makeDefault(tx, client.id, row.id, now());
    return row;
  });
  await audit(scope, actor, client, 'client_address_added', created.id);
  return created;
}

/**
 * updateClientAddress: new fields in place (the id stays, so a card's billing address follows the edit).
 * `defaultAddress: true` makes it the default; false does not take the default away, since a client with
 * addresses always has one default (remove it, or make another the default, instead).
 */
export async function updateClientAddress(
  scope: RequestScope,
  actor: Actor,
  client: ClientRow,
  args: { clientAddressId: string; addressInput: unknown; defaultAddress?: boolean | null },
): Promise<ClientAddressRow> {
  const { db, now } = scope.deps;
  const address = parseAddress(args.addressInput);
  const updated = await db.transaction(async (tx) => {
    await lockClient(tx, client.id);
    const current = await findClientAddress(tx, client.id, args.clientAddressId);
    if (!current) throw appError('NOT_FOUND');
    await tx.update(clientAddresses).set({ ...addressColumns(address), updatedAt: now() }).where(eq(clientAddresses.id, current.id));
    if (args.defaultAddress === true) await makeDefault(tx, client.id, current.id, now());
    const fresh = await findClientAddress(tx, client.id, current.id);
    if (!fresh) throw new Error('updateClientAddress: address vanished');
    return fresh;
  });
  await audit(scope, actor, client, 'client_address_updated', updated.id);
  return updated;
}

/** removeClientAddress: soft delete; a removed default passes to the newest remaining address. */
export async function removeClientAddress(scope: RequestScope, actor: Actor, client: ClientRow, args: { clientAddressId: string }): Promise<boolean> {
  const { db, now } = scope.deps;
  const removed = await db.transaction(async (tx) => {
    await lockClient(tx, client.id);
    const current = await findClientAddress(tx, client.id, args.clientAddressId);
    if (!current) throw appError('NOT_FOUND');
    await tx.update(clientAddresses).set({ deletedAt: now(), isDefault: false, updatedAt: now() }).where(eq(clientAddresses.id, current.id));
    if (current.isDefault) {
      const [newest] = await tx.select({ id: clientAddresses.id }).from(clientAddresses).where(active(client.id)).orderBy(desc(clientAddresses.createdAt), desc(clientAddresses.id)).limit(1);
      if (newest) await makeDefault(tx, client.id, newest.id, now());
    }
    return current;
  });
  await audit(scope, actor, client, 'client_address_removed', removed.id);
  return true;
}
