import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../src/domain/language.ts';
import type { AppDeps } from './deps.ts';
import type { GraphQLServerContext } from './http/graphql-route.ts';
import { clients, roleGrants, sessions, users } from './db/schema/index.ts';
import { LANGUAGE_HEADER, parseLanguageHeader } from './mail/language.ts';
import { rememberLanguage } from './mail/preferred-language.ts';
import { verifyAccessToken } from './services/auth/tokens.ts';
import { isUuid } from './services/db-errors.ts';
import { rowOfJson } from './services/json-rows.ts';
import { appError } from './services/errors.ts';
import type { RateLimits } from './services/rate-limit.ts';
import type { RequestScope } from './services/request-scope.ts';
import { isRoleName, type RoleName } from './services/roles.ts';
import { prepared } from './services/prepared-statements.ts';
import { viewerCache } from './services/viewer-cache.ts';

export type UserRow = typeof users.$inferSelect;
export type RoleGrantRow = typeof roleGrants.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;

/** The signed-in caller: an ACTIVE user on an active session. */
export type Viewer = { user: UserRow; sessionId: string; grants: RoleGrantRow[] };

/** The role the client says it acts in (spec §6): checked against the user's grants on every operation. */
export type RoleHeaders = { organizationId: string | null; roleName: string | null; roleTarget: string | null };

export type GraphQLContext = RequestScope & {
  request: Request;
  roleHeaders: RoleHeaders;
  /** The app's language (x-language header), null when missing or not supported; mails follow it. */
  language: Language | null;
  /** Resolves the caller once per request: null without a bearer token, throws for a bad or ended session. */
  viewer: () => Promise<Viewer | null>;
};


function header(request: Request, name: string): string | null {
  const value = request.headers.get(name)?.trim();
  return value ? value : null;
}

function bearerToken(request: Request): string | null {
  const value = header(request, 'authorization');
  if (!value) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  return match?.[1] ?? '';
}

type SessionRead = { user: UserRow; revokedAt: Date | null; revokedReason: string | null; expiresAt: Date; grants: RoleGrantRow[] };

const sessionWithUser = (db: AppDeps['db']) =>
  prepared(db, 'viewer_session', (d) =>
    d
      .select({ user: users, revokedAt: sessions.revokedAt, revokedReason: sessions.revokedReason, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))))
      .limit(1)
      .prepare('viewer_session'),
  );

const grantsOfUser = (db: AppDeps['db']) =>
  prepared(db, 'viewer_grants', (d) => d.select().from(roleGrants).where(eq(roleGrants.userId, sql.placeholder('userId'))).prepare('viewer_grants'));

// One json field (rowOfJson): PGlite decodes each field of a result in JavaScript, and users has two dozen.
const userByIdJson = (db: AppDeps['db']) =>
  prepared(db, 'user_by_id_json', (d) =>
    d
      .select({ row: sql<Record<string, unknown>>`row_to_json(${users})` })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('user_by_id_json'),
  );

/** The user's row as it is now (not the viewer cache's, up to a second old): what a person sees of themselves. */
export async function freshUser(deps: AppDeps, userId: string): Promise<UserRow | undefined> {
  const [found] = await userByIdJson(deps.db).execute({ userId });
  return found ? rowOfJson(users, found.row) : undefined;
}

/** The session with its user, and the user's grants; undefined when there is no such session of that user. */
async function readSession(deps: AppDeps, sessionId: string, userId: string): Promise<SessionRead | undefined> {
  const [row] = await sessionWithUser(deps.db).execute({ sessionId, userId });
  if (!row) return undefined;
  const grants = await grantsOfUser(deps.db).execute({ userId: row.user.id });
  return { ...row, grants };
}

async function loadViewer(deps: AppDeps, token: string, language: Language | null): Promise<Viewer> {
  const now = deps.now();
  const check = await verifyAccessToken(deps.secrets.jwt, token, now);
  if (!check.ok || !isUuid(check.claims.sessionId) || !isUuid(check.claims.userId)) throw appError('UNAUTHENTICATED');
  const { sessionId, userId } = check.claims;
  // The session, its user and grants as read at most VIEWER_CACHE_MS ago by this process; checked on every request.
  const row = await viewerCache(deps).get(`${sessionId}:${userId}`, () => readSession(deps, sessionId, userId));
  if (!row) throw appError('UNAUTHENTICATED');
  if (row.revokedAt !== null) throw appError(row.revokedReason === 'superseded' ? 'SESSION_SUPERSEDED' : 'UNAUTHENTICATED');
  if (row.expiresAt.getTime() <= now.getTime()) throw appError('UNAUTHENTICATED');
  // PASSWORD_RESET_REQUIRED, unconfirmed, suspended or inactive users are not signed in (spec §4).
  if (row.user.status !== 'ACTIVE') throw appError('UNAUTHENTICATED');
  // A user who switched the app's language gets mails in it from now on; a write only when it changed.
  if (language && language !== row.user.preferredLanguage) {
    await rememberLanguage(deps.db, row.user.id, language);
    row.user.preferredLanguage = language;
  }
  return { user: { ...row.user }, sessionId, grants: [...row.grants] };
}

export function buildContext(deps: AppDeps, limits: RateLimits, request: Request, server: Partial<GraphQLServerContext>): GraphQLContext {
  const token = bearerToken(request);
  const language = parseLanguageHeader(header(request, LANGUAGE_HEADER));
  let viewer: Promise<Viewer | null> | undefined;
  return {
    deps,
    limits,
    request,
    client: { ip: server.clientIp ?? null, userAgent: header(request, 'user-agent') },
    roleHeaders: {
      organizationId: header(request, 'x-organization-id'),
      roleName: header(request, 'x-role-name'),
      roleTarget: header(request, 'x-role-target'),
    },
    language,
    viewer: () => {
      viewer ??= token === null ? Promise.resolve(null) : loadViewer(deps, token, language);
      return viewer;
    },
  };
}

export async function requireUser(ctx: GraphQLContext): Promise<Viewer> {
  const viewer = await ctx.viewer();
  if (!viewer) throw appError('UNAUTHENTICATED');
  return viewer;
}

export type Granted = { viewer: Viewer; grant: RoleGrantRow & { roleName: RoleName } };

/**
 * The grant named by x-organization-id, x-role-name and x-role-target, provided the user really holds it and
 * its role is one of `allowedRoles`; FORBIDDEN otherwise.
 */
export async function requireGrant(ctx: GraphQLContext, allowedRoles: readonly RoleName[]): Promise<Granted> {
  const viewer = await requireUser(ctx);
  const { organizationId, roleName, roleTarget } = ctx.roleHeaders;
  if (!organizationId || !roleTarget || !isRoleName(roleName) || !allowedRoles.includes(roleName)) throw appError('FORBIDDEN');
  const grant = viewer.grants.find(
    (g) => g.organizationId === organizationId && g.roleName === roleName && g.targetId === roleTarget,
  );
  if (!grant) throw appError('FORBIDDEN');
  return { viewer, grant: { ...grant, roleName } };
}

// The row as one json field (rowOfJson): PGlite decodes each field of a result in JavaScript, and this check runs
// on every request about a client.
const clientOfOrganization = (db: AppDeps['db']) =>
  prepared(db, 'client_of_organization_json', (d) =>
    d
      .select({ row: sql<Record<string, unknown>>`row_to_json(${clients})` })
      .from(clients)
      .where(and(eq(clients.id, sql.placeholder('clientId')), eq(clients.organizationId, sql.placeholder('organizationId'))))
      .limit(1)
      .prepare('client_of_organization_json'),
  );

const CLIENT_RECORD_ROLES: readonly RoleName[] = ['CLIENT', 'RECEPTIONIST', 'BUSINESS_ADMIN'];

/**
 * Access to one client's record: a CLIENT grant only over that very client; RECEPTIONIST and BUSINESS_ADMIN
 * grants over clients of their own organization. Another organization's client answers NOT_FOUND, so ids of
 * other tenants cannot be probed.
 */
export async function requireClientAccess(ctx: GraphQLContext, clientId: string): Promise<Granted & { client: ClientRow }> {
  const granted = await requireGrant(ctx, CLIENT_RECORD_ROLES);
  if (granted.grant.roleName === 'CLIENT' && granted.grant.targetId !== clientId) throw appError('FORBIDDEN');
  if (!isUuid(clientId)) throw appError('NOT_FOUND');
  const [found] = await clientOfOrganization(ctx.deps.db).execute({ clientId, organizationId: granted.grant.organizationId });
  if (!found) throw appError('NOT_FOUND');
  return { ...granted, client: rowOfJson(clients, found.row) };
}
