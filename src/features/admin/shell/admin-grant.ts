// The admin console works under the person's BUSINESS_ADMIN grant (spec §6): its requests carry that grant in the
// role headers, and every admin operation names the grant's business. Someone administering several businesses
// picks one (the business picker); the choice is the active grant, remembered in the currentUser cookie.
import { storeCurrentUserCookie } from '../../../app/auth-tokens.ts';
import { session, useSession, type RoleGrant } from '../../../app/session.ts';

export const BUSINESS_ADMIN_ROLE = 'BUSINESS_ADMIN';

/** Every BUSINESS_ADMIN grant the person holds, in the order the API lists them. */
export function adminGrantsOf(grants: readonly RoleGrant[]): RoleGrant[] {
  return grants.filter((grant) => grant.roleName === BUSINESS_ADMIN_ROLE);
}

/** The active grant when it is a BUSINESS_ADMIN one, else the first BUSINESS_ADMIN grant held, else null. */
export function adminGrantOf(grants: readonly RoleGrant[], active: RoleGrant | null): RoleGrant | null {
  if (active?.roleName === BUSINESS_ADMIN_ROLE && grants.some((grant) => grant.id === active.id)) return active;
  return adminGrantsOf(grants)[0] ?? null;
}

function activate(grant: RoleGrant): void {
  session.activeGrant = grant;
  storeCurrentUserCookie({ roleName: grant.roleName, targetId: grant.targetId, organizationId: grant.organizationId });
}

/** Makes a BUSINESS_ADMIN grant the active one (headers and cookie); false when the person holds none. */
export function activateAdminGrant(): boolean {
  const user = session.user;
  if (!user) return false;
  const grant = adminGrantOf(user.roleGrants, session.activeGrant);
  if (!grant) return false;
  if (session.activeGrant?.id !== grant.id) activate(grant);
  return true;
}

/** Switches the console to another business the person administers (the business picker). */
export function switchAdminBusiness(grantId: string): void {
  const grant = session.user?.roleGrants.find((g) => g.id === grantId && g.roleName === BUSINESS_ADMIN_ROLE);
  if (!grant || session.activeGrant?.id === grant.id) return;
  // The console's queries are keyed by the business, so nothing read for the other one shows under this one.
  activate(grant);
}

export type AdminBusiness = { businessId: string; organizationId: string; grantId: string; displayName: string };

/** The business the console is working on; only inside /admin, where the layout made sure there is one. */
export function useAdminBusiness(): AdminBusiness {
  const { user, activeGrant } = useSession();
  const grant = adminGrantOf(user?.roleGrants ?? [], activeGrant);
  if (!grant) throw new Error('useAdminBusiness outside the admin console');
  return { businessId: grant.targetId, organizationId: grant.organizationId, grantId: grant.id, displayName: grant.displayName };
}
