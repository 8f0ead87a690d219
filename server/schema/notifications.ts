// The bell and Web Push (issue 12): a user's own notifications in the organization of the grant they act with
// (every role has them), read, counted, marked read and followed live over SSE; and the browser's push
// subscription. Words are rendered per request in the x-language language, else the user's stored one.
import { filter, map, pipe } from 'graphql-yoga';
import { NOTIFICATION_KINDS } from '../../src/domain/notifications/notification-kinds.ts';
import { requireGrant, type GraphQLContext } from '../context.ts';
import { appError } from '../services/errors.ts';
import { sessionStillActive } from '../services/notifications/live-notifications.ts';
import { removePushSubscription, registerPushSubscription } from '../services/notifications/push-subscriptions.ts';
import {
  markNotificationsRead,
  notificationPage,
  ownNotification,
  unreadNotificationCount,
  type NotificationOwner,
  type NotificationPage,
  type NotificationView,
} from '../services/notifications/read-notifications.ts';
import { ROLE_NAMES } from '../services/roles.ts';
import { builder } from './builder.ts';

/** Every role reads its own notifications; the grant names the organization they are read in. */
async function owner(ctx: GraphQLContext) {
  const { viewer, grant } = await requireGrant(ctx, ROLE_NAMES);
  const who: NotificationOwner = { userId: viewer.user.id, organizationId: grant.organizationId };
  return { who, viewer, language: ctx.language ?? viewer.user.preferredLanguage };
}

const NotificationKindEnum = builder.enumType('NotificationKind', { values: NOTIFICATION_KINDS });

const NotificationRef = builder.objectRef<NotificationView>('Notification').implement({
  description: 'A notification of the signed-in user: its words in the request’s language, and the app path it opens.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: NotificationKindEnum, resolve: (n) => n.kind }),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    link: t.exposeString('link', { description: 'An app path; PROVIDER_WAITING’s ends in ?join={hcpSessionId}.' }),
    callSessionId: t.exposeID('callSessionId', { nullable: true, description: 'PROVIDER_WAITING only: the consultation (HCP session) to join.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (n) => n.createdAt }),
    readAt: t.field({ type: 'DateTime', nullable: true, resolve: (n) => n.readAt }),
  }),
});

const NotificationPageRef = builder.objectRef<NotificationPage>('NotificationPage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [NotificationRef], resolve: (p) => p.nodes }),
    totalCount: t.exposeInt('totalCount'),
    unreadCount: t.exposeInt('unreadCount'),
  }),
});

builder.queryField('notifications', (t) =>
  t.field({
    type: NotificationPageRef,
    description: 'The signed-in user’s notifications in the grant’s organization, newest first (limit 1 to 50).',
    args: { limit: t.arg.int({ defaultValue: 20 }), offset: t.arg.int({ defaultValue: 0 }) },
    resolve: async (_root, args, ctx) => {
      const { who, language } = await owner(ctx);
      return notificationPage(ctx.deps.db, who, language, { limit: args.limit ?? 20, offset: args.offset ?? 0 });
    },
  }),
);

builder.queryField('unreadNotificationCount', (t) =>
  t.field({
    type: 'Int',
    description: 'How many of the signed-in user’s notifications in the grant’s organization are unread (the bell’s badge).',
    resolve: async (_root, _args, ctx) => unreadNotificationCount(ctx.deps.db, (await owner(ctx)).who),
  }),
);

builder.mutationField('markNotificationsRead', (t) =>
  t.field({
    type: 'Int',
    description: 'Marks the given notifications (the caller’s own; other ids are ignored) or, with all, every one read. Answers how many became read.',
    args: { ids: t.arg.idList(), all: t.arg.boolean() },
    resolve: async (_root, args, ctx) => {
      const { who } = await owner(ctx);
      return markNotificationsRead(ctx.deps.db, who, ctx.deps.now(), { ids: args.ids?.map(String) ?? null, all: args.all === true });
    },
  }),
);

builder.subscriptionField('notificationAdded', (t) =>
  t.field({
    type: NotificationRef,
    description: 'The signed-in user’s new notifications in the grant’s organization, as they are written (SSE; the Authorization header authorises it). Ends when the session does.',
    subscribe: async (_root, _args, ctx) => {
      const { who, viewer, language } = await owner(ctx);
      const { db } = ctx.deps;
      return pipe(
        ctx.deps.events.pubsub.subscribe('notification', who.userId),
        map(async (event: { id: string }) => {
          if (!(await sessionStillActive(db, viewer.sessionId, ctx.deps.now()))) throw appError('UNAUTHENTICATED');
          return ownNotification(db, who, event.id, language);
        }),
        filter((view: NotificationView | null): view is NotificationView => view !== null),
      );
    },
    resolve: (view) => view,
  }),
);

builder.queryField('pushPublicKey', (t) =>
  t.field({
    type: 'String',
    description: 'The server’s VAPID public key (base64url): the applicationServerKey of PushManager.subscribe.',
    resolve: async (_root, _args, ctx) => {
      await owner(ctx);
      return ctx.deps.secrets.vapid.publicKey;
    },
  }),
);

const PushSubscriptionInput = builder.inputType('PushSubscriptionInput', {
  description: 'PushSubscription.toJSON(): the endpoint and keys.p256dh and keys.auth (base64url).',
  fields: (t) => ({
    endpoint: t.string({ required: true }),
    p256dh: t.string({ required: true }),
    auth: t.string({ required: true }),
  }),
});

builder.mutationField('registerPushSubscription', (t) =>
  t.field({
    type: 'Boolean',
    description: 'Stores this browser’s push subscription for the signed-in user and session (logout removes it). The same endpoint again updates it.',
    args: { input: t.arg({ type: PushSubscriptionInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer } = await owner(ctx);
      return registerPushSubscription(ctx.deps.db, { userId: viewer.user.id, sessionId: viewer.sessionId }, args.input, {
        demoMode: ctx.deps.config.demoMode,
        userAgent: ctx.client.userAgent,
        now: ctx.deps.now(),
      });
    },
  }),
);

builder.mutationField('removePushSubscription', (t) =>
  t.field({
    type: 'Boolean',
    description: 'Removes the signed-in user’s subscription of this endpoint (the browser unsubscribed). False when there was none.',
    args: { endpoint: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer } = await owner(ctx);
      return removePushSubscription(ctx.deps.db, viewer.user.id, args.endpoint);
    },
  }),
);
