// Which client record the sign-up's last two steps write to. The id from clientSignup is used when the wizard
// ran from the start; an account resumed at the code step (from the login page) has only its CLIENT grant.

type GrantLike = { roleName: string; targetId: string; organizationId: string };
type UserLike = { email: string; roleGrants: readonly GrantLike[] };

export function clientIdOf(
  user: UserLike | null,
  email: string,
  draftClientId: string | null,
  organizationId: string | null,
): string | null {
  if (!user || user.email.trim().toLowerCase() !== email.trim().toLowerCase()) return null;
  if (draftClientId !== null) return draftClientId;
  const clientGrants = user.roleGrants.filter((grant) => grant.roleName === 'CLIENT');
  const grant = clientGrants.find((candidate) => candidate.organizationId === organizationId) ?? clientGrants[0];
  return grant?.targetId ?? null;
}
