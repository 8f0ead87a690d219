// Who a quote is for (orderPricingSummary's checkout): actingForClient's rules, with the client's existence in the
// grant's organization read with the viewer's session rows (issue 18), as the progress reads do.
import { requireGrant, type Granted, type GraphQLContext } from '../../context.ts';
import { appError, badInput } from '../errors.ts';
import type { RoleName } from '../roles.ts';
import { clientInGrantsOrganization } from '../client-in-organization.ts';

/**
 * The caller's grant (one of `roles`: CLIENT or staff who reach the organization's clients) and the client a quote
 * is for: `clientId`, or by default the caller's own client when it signs in as one (BAD_USER_INPUT without one).
 * requireClientAccess's checks, in its order: a CLIENT naming another client is FORBIDDEN; a client not of the
 * grant's organization (or no client) is NOT_FOUND. The client's existence is kept by the viewer cache under the
 * session and user (VIEWER_CACHE_MS, forgotten with them, the same key as the progress reads' check), so a screen's
 * repeated quotes cost no statement for it. Only the id is used: no field of the client is kept.
 */
export async function quotingForClient(ctx: GraphQLContext, roles: readonly RoleName[], clientId: string | null | undefined): Promise<{ grant: Granted['grant']; clientId: string }> {
  const granted = await requireGrant(ctx, roles);
  const { grant } = granted;
  const id = clientId ?? (grant.roleName === 'CLIENT' ? grant.targetId : null);
  if (!id) throw badInput({ clientId: 'validation.required' });
  if (grant.roleName === 'CLIENT' && grant.targetId !== id) throw appError('FORBIDDEN');
  if (!(await clientInGrantsOrganization(ctx, granted, id))) throw appError('NOT_FOUND');
  return { grant, clientId: id };
}
