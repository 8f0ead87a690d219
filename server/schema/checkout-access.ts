import { requireClientAccess, requireGrant, type GraphQLContext } from '../context.ts';
import { badInput } from '../services/errors.ts';
import type { RoleName } from '../services/roles.ts';

/**
 * The caller's grant (one of `roles`) and the client it acts for: `clientId`, or by default the caller's own
 * client when it signs in as one. A CLIENT may only name itself (FORBIDDEN otherwise); staff reach the clients of
 * their organization, another tenant's client is NOT_FOUND (see requireClientAccess).
 */
export async function actingForClient(ctx: GraphQLContext, roles: readonly RoleName[], clientId: string | null | undefined) {
  const { grant } = await requireGrant(ctx, roles);
  const id = clientId ?? (grant.roleName === 'CLIENT' ? grant.targetId : null);
  if (!id) throw badInput({ clientId: 'validation.required' });
  return requireClientAccess(ctx, id);
}
