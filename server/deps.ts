import type { AppConfig } from './config.ts';
import type { EventBus } from './adapters/events/event-bus.ts';
import type { MailAdapter } from './adapters/mail/mail-adapter.ts';
import type { PaymentsAdapter } from './adapters/payments/payments-adapter.ts';
import type { VideoDeps } from './adapters/video/create-video.ts';
import type { Database } from './db/client.ts';
import type { ServerSecrets } from './secrets.ts';

/** Everything a request handler or service needs from the outside world; built once per process (or per test). */
export type AppDeps = {
  db: Database;
  config: AppConfig;
  mail: MailAdapter;
  secrets: ServerSecrets;
  /** The card gateway (PAYMENTS_GATEWAY; the built-in sandbox by default). */
  payments: PaymentsAdapter;
  /** Cross-process events (call signals, new notifications): Redis, PostgreSQL LISTEN/NOTIFY or in memory. */
  events: EventBus;
  /** Video calls: the adapter (p2p by default, Twilio when configured), ICE servers, room tokens and signalling. */
  video: VideoDeps;
  /** The clock; tests replace it to move time forward (code expiry, token lifetimes). */
  now: () => Date;
};
