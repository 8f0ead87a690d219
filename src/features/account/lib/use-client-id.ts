import { useSession } from '../../../app/session.ts';

/**
 * The client record the account screens read and write: the target of the active CLIENT grant (the request
 * headers carry that grant, so it is the only client id the API will accept). Null for any other role.
 */
export function useClientId(): string | null {
  const { activeGrant } = useSession();
  return activeGrant?.roleName === 'CLIENT' ? activeGrant.targetId : null;
}
