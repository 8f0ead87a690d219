import { requireUser } from '../context.ts';
import { login, type AuthTokens as AuthTokensShape } from '../services/auth/login.ts';
import { logout, refreshContext, type RefreshedTokens as RefreshedShape } from '../services/auth/refresh.ts';
import { builder } from './builder.ts';
import { ok, SuccessResult } from './common.ts';

const AuthTokens = builder.objectRef<AuthTokensShape>('AuthTokens').implement({
  fields: (t) => ({
    accessToken: t.exposeString('accessToken'),
    refreshToken: t.exposeString('refreshToken'),
    idToken: t.exposeString('idToken'),
  }),
});

const RefreshedTokens = builder.objectRef<RefreshedShape>('RefreshedTokens').implement({
  fields: (t) => ({
    accessToken: t.exposeString('accessToken'),
    refreshToken: t.exposeString('refreshToken'),
  }),
});

// The spec issues login both as a query and as a mutation; both run the same sign-in.
builder.queryField('login', (t) =>
  t.field({
    type: AuthTokens,
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => login(ctx, args),
  }),
);

builder.mutationField('login', (t) =>
  t.field({
    type: AuthTokens,
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => login(ctx, args),
  }),
);

builder.mutationField('logout', (t) =>
  t.field({
    type: SuccessResult,
    resolve: async (_root, _args, ctx) => {
      const viewer = await requireUser(ctx);
      await logout(ctx, { userId: viewer.user.id, sessionId: viewer.sessionId });
      return ok('Signed out');
    },
  }),
);

builder.mutationField('refreshContext', (t) =>
  t.field({
    type: RefreshedTokens,
    args: { refreshToken: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => refreshContext(ctx, args.refreshToken),
  }),
);
