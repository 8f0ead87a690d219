// Where a signed-in person lands after login (spec §6 roles, the lead's "Landing by role"): a client goes back
// where they came from (or the business last visited); staff land on their own work area, because the client
// pages of the business are not theirs to use. Someone holding several grants lands by the first of
// LANDING_ORDER they hold. Pure, so every case is tested.

/** The roles whose grant may use the fulfilment queue (decision of issue 11). */
export const FULFILMENT_ROLES = ['BUSINESS_ADMIN', 'SERVICE_PROVIDER'] as const;

/** The work area a role lands on; null: where the login would have led (a client's business home). */
const ROLE_LANDINGS = {
  CLIENT: null,
  RECEPTIONIST: '/receptionist',
  HEALTHCARE_PROVIDER: '/hcp',
  SERVICE_PROVIDER: '/fulfilment',
  // A lab collector (issue 17): a SERVICE_PROVIDER grant on the person (USER target), see landingRoleNames.
  LAB_COLLECTOR: '/lab',
  // The clinic's owner lands on the admin console (issue 16); the fulfilment queue is one of its sections.
  BUSINESS_ADMIN: '/admin',
  // The platform operator (a platform_admins row, not a tenant grant: the client adds the role when `me` says so).
  MASTER_ADMIN: '/platform',
  // An affiliate lands on their dashboard (issue 17).
  AFFILIATE: '/affiliate',
} as const satisfies Record<string, string | null>;

type LandingRole = keyof typeof ROLE_LANDINGS;

/** The order in which a person's grants decide the landing (the lead's decision, issue 15). */
const LANDING_ORDER: readonly LandingRole[] = ['CLIENT', 'RECEPTIONIST', 'HEALTHCARE_PROVIDER', 'LAB_COLLECTOR', 'SERVICE_PROVIDER', 'BUSINESS_ADMIN', 'MASTER_ADMIN', 'AFFILIATE'];

const isLandingRole = (roleName: string | null | undefined): roleName is LandingRole => typeof roleName === 'string' && Object.hasOwn(ROLE_LANDINGS, roleName);

export function roleLanding(roleName: string | null | undefined): string | null {
  return isLandingRole(roleName) ? ROLE_LANDINGS[roleName] : null;
}

/**
 * The landing roles of a person's grants: a SERVICE_PROVIDER grant on the person themself (target USER: someone
 * clients book, a lab collector) lands on /lab; one on the BUSINESS (fulfilment staff) on /fulfilment.
 */
export function landingRoleNames(grants: readonly { roleName: string; targetType: string }[]): string[] {
  return grants.map((grant) => (grant.roleName === 'SERVICE_PROVIDER' && grant.targetType === 'USER' ? 'LAB_COLLECTOR' : grant.roleName));
}

/** The role that decides the landing of someone holding `roleNames`: the first of LANDING_ORDER they hold. */
export function landingRole(roleNames: readonly string[]): LandingRole | null {
  return LANDING_ORDER.find((role) => roleNames.includes(role)) ?? null;
}

type LandingInput = {
  /** The roles of the signed-in person's grants. */
  roleNames: readonly string[];
  /** The safe redirect address of the login, if any. */
  redirectUrl: string | undefined;
  /** The login was asked for by a private page the person was opening (the route guard's fromProtected). */
  fromProtected: boolean;
  /** Where the login leads otherwise: the redirect address, the stored business or /home. */
  fallback: string;
};

/** Whether an address lies inside a work area ('/hcp/sessions/1' is inside '/hcp'; '/hcpx' is not). */
function isInside(address: string, area: string): boolean {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  return path === area || path.startsWith(`${area}/`);
}

/**
 * A private page the person was opening always wins (they asked for it), and so does a page of their own work
 * area (a link to one consultation). Otherwise a role with a work area lands there; everyone else goes where the
 * login would have led.
 */
export function landingAfterLogin({ roleNames, redirectUrl, fromProtected, fallback }: LandingInput): string {
  if (fromProtected && redirectUrl) return redirectUrl;
  const landing = roleLanding(landingRole(roleNames));
  if (!landing) return fallback;
  return redirectUrl && isInside(redirectUrl, landing) ? redirectUrl : landing;
}
