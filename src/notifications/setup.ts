/** Builds the notification service and its dispatcher from the configuration. */
import type pg from 'pg';
import type { Config } from '../config.js';
import type { Clock } from '../clock.js';
import type { RulesetRegistry } from '../kernel/registry.js';
import type { Presence } from '../realtime/presence.js';
import { NotificationStore, type NoticeBacklog } from './notification-store.js';
import { Notifications } from './notifications.js';
import { Dispatcher, type GameStory, type SeatPicture } from './dispatcher.js';
import { smtpSender } from './email-channel.js';
import { httpWebhookSender } from './webhook-channel.js';
import type { TargetPolicy } from './webhook-target.js';
import type { NotificationHub } from '../realtime/hub.js';
import { secretSealer } from './secret-sealing.js';

/** Deliveries claimed per dispatcher round (and sent in parallel). */
const DISPATCH_BATCH = 20;

/** The notification service, its dispatcher, and how to release the mail connection. */
export interface NotificationServices {
  readonly notifications: Notifications;
  readonly dispatcher: Dispatcher;
  /** What waits to be delivered, by all instances together (metrics). */
  backlog(now: Date): Promise<NoticeBacklog>;
  close(): void;
}

/** Makes the notification service and dispatcher over a database pool. */
export function createNotifications(
  config: Config,
  pool: pg.Pool,
  rulesets: RulesetRegistry,
  clock: Clock,
  presence: Presence,
  hub: NotificationHub,
  log: (message: string) => void,
  seatPicture?: SeatPicture,
  unsubscribeToken?: (accountId: string, kind: string) => Promise<string>,
  gameStory?: GameStory,
): NotificationServices {
  const n = config.notifications;
  const policy: TargetPolicy = { allowPrivate: n.webhookAllowPrivate, allowHosts: n.webhookAllowHosts, denyHosts: n.webhookDenyHosts };
  const store = new NotificationStore(pool);
  const secrets = secretSealer(n.webhookSecretsKey);
  const email = n.smtpUrl ? smtpSender(n.smtpUrl, n.mailFrom) : null;
  const dispatcher = new Dispatcher(
    store,
    { email, webhook: httpWebhookSender(policy, n.webhookTimeoutMs) },
    presence,
    rulesets,
    clock,
    {
      pollMs: n.pollMs,
      leaseMs: n.leaseMs,
      maxAttempts: n.maxAttempts,
      retryBaseMs: n.retryBaseMs,
      retryMaxMs: n.retryMaxMs,
      webhookDisableAfter: n.webhookDisableAfter,
      batch: DISPATCH_BATCH,
      publicUrl: config.publicUrl,
      webUrl: config.webUrl,
      secrets,
      replyTo: n.mailReplyTo ?? null,
      unsubscribeMailto: n.mailUnsubscribeAddress ?? null,
      unsubscribeToken,
    },
    log,
    seatPicture,
    gameStory,
  );
  return { notifications: new Notifications(store, policy, clock, hub, secrets), dispatcher, backlog: (now) => store.backlog(now), close: () => email?.close() };
}
