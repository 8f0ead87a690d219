// The front desk works under the person's RECEPTIONIST grant (spec §6): the requests of the area carry it in the
// role headers. Someone who holds it beside another grant (a client of another business) is switched to it on
// entering the area; someone without it is told they are not authorized (NotAuthorizedPage).
import { storeCurrentUserCookie } from '../../../app/auth-tokens.ts';
import { session, type RoleGrant } from '../../../app/session.ts';

export const RECEPTIONIST_ROLE = 'RECEPTIONIST';

/** The active grant when it is a RECEPTIONIST one, else the first RECEPTIONIST grant held, else null. */
export function receptionGrantOf(grants: readonly RoleGrant[], active: RoleGrant | null): RoleGrant | null {
  if (active?.roleName === RECEPTIONIST_ROLE) return active;
  return grants.find((grant) => grant.roleName === RECEPTIONIST_ROLE) ?? null;
}

/** Makes the RECEPTIONIST grant the active one (headers and cookie); false when the person holds none. */
export function activateReceptionGrant(): boolean {
  const user = session.user;
  if (!user) return false;
  const grant = receptionGrantOf(user.roleGrants, session.activeGrant);
  if (!grant) return false;
  if (session.activeGrant?.id !== grant.id) {
    session.activeGrant = grant;
    storeCurrentUserCookie({ roleName: grant.roleName, targetId: grant.targetId, organizationId: grant.organizationId });
  }
  return true;
}
