import { Kind, type FieldNode } from 'graphql';
import { freshUser, requireUser, type RoleGrantRow, type UserRow } from '../context.ts';
import { builder } from './builder.ts';
import { asGender, asRoleName, asUserStatus, GenderEnum, RoleNameEnum, UserStatusEnum } from './enums.ts';

export type UserShape = UserRow & { roleGrants: RoleGrantRow[] };

export const RoleGrant = builder.objectRef<RoleGrantRow>('RoleGrant').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    organizationId: t.exposeID('organizationId'),
    targetType: t.exposeString('targetType'),
    targetId: t.exposeID('targetId'),
    roleName: t.field({ type: RoleNameEnum, resolve: (grant) => asRoleName(grant.roleName) ?? 'CLIENT' }),
    displayName: t.exposeString('displayName'),
  }),
});

export const User = builder.objectRef<UserShape>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    dob: t.exposeString('dob', { nullable: true }),
    gender: t.field({ type: GenderEnum, nullable: true, resolve: (user) => asGender(user.gender) }),
    phone: t.exposeString('phone', { nullable: true }),
    timezone: t.exposeString('timezone', { nullable: true }),
    status: t.field({ type: UserStatusEnum, resolve: (user) => asUserStatus(user.status) }),
    isInternalUser: t.exposeBoolean('isInternalUser'),
    roleGrants: t.field({
      type: [RoleGrant],
      // Grants whose role the API does not know are left out rather than shown under a wrong name.
      resolve: (user) => user.roleGrants.filter((grant) => asRoleName(grant.roleName) !== null),
    }),
  }),
});

/** Fields of `me` answered from the signed-in viewer itself (the id, the grants checked on this request). */
const VIEWER_FIELDS: ReadonlySet<string> = new Set(['__typename', 'id', 'roleGrants', 'isPlatformAdmin']);

/** True unless every selection on `me` is a plain field of VIEWER_FIELDS (a fragment counts as asking for more). */
function asksProfile(fieldNodes: readonly FieldNode[]): boolean {
  return fieldNodes.some((node) => node.selectionSet?.selections.some((s) => s.kind !== Kind.FIELD || !VIEWER_FIELDS.has(s.name.value)) ?? true);
}

builder.queryField('me', (t) =>
  t.field({
    type: User,
    description: 'The signed-in user and every role grant; needs only the Authorization header.',
    resolve: async (_root, _args, ctx, info) => {
      const viewer = await requireUser(ctx);
      // The id never changes and the grants are the ones every check of this request uses: `me { id }` needs no read
      // of its own (issue 18).
      if (!asksProfile(info.fieldNodes)) return { ...viewer.user, roleGrants: viewer.grants };
      // The viewer's row may come from the per-process session cache (up to a second old): what the person sees of
      // themselves is read fresh, so a profile just saved shows at once.
      const user = await freshUser(ctx.deps, viewer.user.id);
      return { ...(user ?? viewer.user), roleGrants: viewer.grants };
    },
  }),
);
