/** What the HTTP layer is built from: the configuration and the services, made once at start. */
import type { Config } from '../config.js';
import type { Database } from '../store/database.js';
import type { EventStore } from '../store/event-store.js';
import type { RulesetRegistry } from '../kernel/registry.js';
import type { Clock } from '../clock.js';
import type { NotificationHub } from '../realtime/hub.js';
import type { GamePlay } from '../games/game-play.js';
import type { TokenService } from '../accounts/tokens.js';
import type { Accounts } from '../accounts/accounts.js';
import type { EmailVerification } from '../accounts/email-verification.js';
import type { RefreshTokens } from '../accounts/refresh-tokens.js';
import type { AppAuthorizations } from '../accounts/oauth.js';
import type { PasswordChanges } from '../accounts/password-changes.js';
import type { SessionRevocations } from '../accounts/revocations.js';
import type { GameDirectory } from '../games/game-directory.js';
import type { Lobby } from '../games/lobby.js';
import type { GameMessages } from '../games/messages.js';
import type { IdempotencyRecords } from '../games/idempotency.js';
import type { Cadence } from '../cadence/cadence.js';
import type { Notifications } from '../notifications/notifications.js';
import type { Dispatcher } from '../notifications/dispatcher.js';
import type { Presence, PresenceRecorder } from '../realtime/presence.js';
import type { PositionPictures } from '../games/position-pictures.js';
import type { ServiceMetrics } from '../metrics/service-metrics.js';

/** The services every route module receives. */
export interface AppContext {
  readonly config: Config;
  readonly db: Database;
  readonly store: EventStore;
  readonly rulesets: RulesetRegistry;
  readonly clock: Clock;
  readonly hub: NotificationHub;
  readonly play: GamePlay;
  /** Position pictures, SVG and PNG, drawn from views. */
  readonly pictures: PositionPictures;
  readonly tokens: TokenService;
  readonly accounts: Accounts;
  /** Verification mails and tokens for account addresses. */
  readonly emailVerification: EmailVerification;
  readonly refreshTokens: RefreshTokens;
  /** Apps let in by OAuth: authorization codes, grants and their refresh tokens. */
  readonly apps: AppAuthorizations;
  /** Password changes, with the current password or a mailed reset token. */
  readonly passwordChanges: PasswordChanges;
  /** Ended sessions whose access tokens every route refuses, kept in memory. */
  readonly revocations: SessionRevocations;
  readonly games: GameDirectory;
  readonly lobby: Lobby;
  /** Messages in games, mutes and blocks. */
  readonly messages: GameMessages;
  readonly idempotency: IdempotencyRecords;
  /** Deadlines, reminders, timeouts, claims and vacations. */
  readonly cadence: Cadence;
  /** Notification preferences, webhooks and delivery history. */
  readonly notifications: Notifications;
  readonly dispatcher: Dispatcher;
  /** Who has a stream open (on any instance): the streams report sockets, the dispatcher emails only those not connected. */
  readonly presence: Presence & PresenceRecorder;
  /** What GET /metrics tells Prometheus. */
  readonly metrics: ServiceMetrics;
}
