// Where a signed-in person lands after login (spec §6 roles). Clients and providers go back where they came from
// (or the business last visited), as before; the business's fulfilment staff have a work area of their own and
// land there, because the client pages of the business are not theirs to use. Pure, so every case is tested.

/** The roles whose grant may use the fulfilment queue (decision of issue 11). */
export const FULFILMENT_ROLES = ['BUSINESS_ADMIN', 'SERVICE_PROVIDER'] as const;

/** The work area a role lands on, for roles that have one. */
const ROLE_LANDINGS: Readonly<Record<string, string>> = {
  BUSINESS_ADMIN: '/fulfilment',
  SERVICE_PROVIDER: '/fulfilment',
};

export function roleLanding(roleName: string | null | undefined): string | null {
  return roleName && Object.hasOwn(ROLE_LANDINGS, roleName) ? (ROLE_LANDINGS[roleName] ?? null) : null;
}

type LandingInput = {
  /** The active grant's role after sign-in. */
  roleName: string | null | undefined;
  /** The safe redirect address of the login, if any. */
  redirectUrl: string | undefined;
  /** The login was asked for by a private page the person was opening (the route guard's fromProtected). */
  fromProtected: boolean;
  /** Where the login leads otherwise: the redirect address, the stored business or /home. */
  fallback: string;
};

/**
 * A private page the person was opening always wins (they asked for it). Otherwise a role with a work area lands
 * there; everyone else goes where the login would have led.
 */
export function landingAfterLogin({ roleName, redirectUrl, fromProtected, fallback }: LandingInput): string {
  if (fromProtected && redirectUrl) return redirectUrl;
  return roleLanding(roleName) ?? fallback;
}
