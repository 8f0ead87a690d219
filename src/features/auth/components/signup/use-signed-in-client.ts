import { useSession } from '../../../../app/session.ts';
import { clientIdOf } from '../../lib/signed-in-client.ts';

/**
 * The client record the identity and address steps write to, once the new account is the signed-in user.
 * Null while someone else (or no one) is signed in: the wizard then asks for the password first.
 */
export function useSignedInClient(email: string, draftClientId: string | null, organizationId: string | null) {
  const { user } = useSession();
  return { clientId: clientIdOf(user, email, draftClientId, organizationId) };
}
