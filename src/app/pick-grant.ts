// Which role grant becomes active after sign-in (spec §6): the CLIENT grant in the visited business's
// organization, else the first grant the user holds.
export type GrantLike = { roleName: string; targetId: string; organizationId: string };

export function pickGrant<T extends GrantLike>(grants: readonly T[], organizationId: string | null): T | null {
  const clientGrant = organizationId
    ? grants.find((grant) => grant.roleName === 'CLIENT' && grant.organizationId === organizationId)
    : undefined;
  return clientGrant ?? grants[0] ?? null;
}

/** The grant remembered in the currentUser cookie, if the user still holds it. */
export function findGrant<T extends GrantLike>(grants: readonly T[], wanted: GrantLike | null): T | null {
  if (!wanted) return null;
  return (
    grants.find(
      (grant) =>
        grant.roleName === wanted.roleName &&
        grant.targetId === wanted.targetId &&
        grant.organizationId === wanted.organizationId,
    ) ?? null
  );
}
