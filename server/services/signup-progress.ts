// Whether a client's sign-up (spec §2's five steps) is finished, from what the server holds: the identity check
// (step 4: an SSN or driver's licence on file) and an address (step 5: one was given, even if removed since, so
// removing addresses later never reopens the sign-up). Clients made finished by other means (the demo seed, staff)
// carry the status 'active'; clientSignup leaves a client 'pending'.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clientAddresses } from '../db/schema/index.ts';
import type { ClientRow } from './client-addresses.ts';

const SIGNUP_PENDING = 'pending';

export type SignupProgress = { finished: boolean; identityGiven: boolean; addressGiven: boolean };

/** What a client's sign-up still lacks; only facts, never an identity number. */
export async function signupProgressOf(db: Database, client: ClientRow): Promise<SignupProgress> {
  const [address] = await db.select({ id: clientAddresses.id }).from(clientAddresses).where(eq(clientAddresses.clientId, client.id)).limit(1);
  const identityGiven = client.ssnEncrypted !== null || client.driversLicenseEncrypted !== null;
  const addressGiven = address !== undefined;
  return { finished: client.status !== SIGNUP_PENDING || (identityGiven && addressGiven), identityGiven, addressGiven };
}
