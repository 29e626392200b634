/** Builds the service layer over an open database: what main.ts and the tests both start from. */
import type { Config } from './config.js';
import type { Database } from './store/database.js';
import type { Clock } from './clock.js';
import type { AppContext } from './http/context.js';
import { EventStore } from './store/event-store.js';
import { NotificationHub } from './realtime/hub.js';
import { GamePlay } from './games/game-play.js';
import { createRegistry } from './rulesets/index.js';
import type { RulesetRegistry } from './kernel/registry.js';
import { TokenService } from './accounts/tokens.js';
import { Accounts } from './accounts/accounts.js';
import { EmailVerification } from './accounts/email-verification.js';
import { RefreshTokens } from './accounts/refresh-tokens.js';
import { PasswordChanges } from './accounts/password-changes.js';
import { SessionRevocations } from './accounts/revocations.js';
import { AppAuthorizations } from './accounts/oauth.js';
import { GameDirectory } from './games/game-directory.js';
import { Lobby } from './games/lobby.js';
import { GameMessages } from './games/messages.js';
import { IdempotencyRecords } from './games/idempotency.js';
import { purgeRateLimits } from './http/rate-limit-store.js';
import { Poller } from './poller.js';
import { CadenceStore } from './cadence/cadence-store.js';
import { CadenceHooks } from './cadence/play-hooks.js';
import { Cadence } from './cadence/cadence.js';
import { createNotifications } from './notifications/setup.js';
import { storyReader } from './notifications/turn-story.js';
import { noticeReach } from './notifications/reach.js';
import { PresenceBoard } from './realtime/presence.js';
import { SharedPresence } from './realtime/shared-presence.js';
import { PositionPictures } from './games/position-pictures.js';
import { ServiceMetrics, type CommandResult } from './metrics/service-metrics.js';

/** How often each instance purges what is kept only for a while. */
const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

/**
 * Makes the services; `start` begins listening for other instances' notices,
 * sharing presence with them, and runs the notification dispatcher and the
 * cadence scheduler and the hourly purges, `stop` ends them.
 */
export function createServices(
  config: Config,
  db: Database,
  clock: Clock,
  log: (message: string) => void,
  rulesets: RulesetRegistry = createRegistry(),
): AppContext & { start(): Promise<void>; stop(): Promise<void> } {
  // Turns and results are written only for accounts some channel takes them to (src/notifications/reach.ts).
  const store = new EventStore(db.pool, undefined, noticeReach(config.notifications.smtpUrl !== undefined));
  // Only a real server has other instances to hear from; the embedded database is one process.
  const hub = new NotificationHub(db.kind === 'postgres' ? db.connectionString : undefined, log);
  const cadenceStore = new CadenceStore(db.pool, rulesets);
  const play = new GamePlay(db, store, rulesets, hub, log, new CadenceHooks(cadenceStore, clock));
  const cadence = new Cadence(play, cadenceStore, clock, config.cadence, log);
  // Who is connected counts across instances on a real server too.
  const shared = db.kind === 'postgres' ? new SharedPresence(db.pool, log) : null;
  const presence = shared ?? new PresenceBoard();
  const pictures = new PositionPictures();
  // What a turn mail shows: the seat's view of the game as it stands when the mail goes.
  const seatPicture = async (gameId: string, seat: string) => {
    const meta = await play.meta(gameId);
    const svg = meta ? pictures.svg(meta.ruleset, await play.position(meta), { kind: 'seat', seat }) : null;
    return svg === null ? null : pictures.png(svg);
  };
  const tokens = new TokenService(config.jwtKeys, clock);
  // What a game's mail tells of it: the seat's view of the log since its last move, its prompts and clock, the players by name.
  const gameStory = storyReader(play, store, db.pool);
  const delivery = createNotifications(config, db.pool, rulesets, clock, presence, hub, log, seatPicture, (accountId, kind) => tokens.issueUnsubscribeToken(accountId, kind), gameStory);
  const games = new GameDirectory(db.prisma, rulesets, play);
  const idempotency = new IdempotencyRecords(db.prisma, clock);
  const revocations = new SessionRevocations(db.prisma, clock, log);
  const refreshTokens = new RefreshTokens(db.prisma, clock, revocations);
  const apps = new AppAuthorizations(db.prisma, clock, revocations);
  const metrics = new ServiceMetrics();
  play.observeCommands((ruleset, outcome, seconds) => metrics.command(ruleset, outcome === null ? 'error' : outcome.ok ? 'ok' : (outcome.kind satisfies CommandResult), seconds));
  store.observeGroups((size) => metrics.appendGroup(size));
  delivery.dispatcher.observeDeliveries((channel) => metrics.noticeDelivered(channel));
  metrics.watchNotices(() => delivery.backlog(clock.now()));
  const emailVerification = new EmailVerification(db.prisma, tokens, clock);
  // On every instance (a purge is idempotent): expired idempotency keys and refresh tokens, the delivery history past its age, old rate-limit counters; and the dispatcher's floors rewound.
  const housekeeping = new Poller(
    () => Promise.all([idempotency.purge(), refreshTokens.purgeExpired(), apps.purgeExpired(), revocations.purgeExpired(), delivery.notifications.purgeHistory(), db.kind === 'postgres' ? purgeRateLimits(db.pool) : 0, delivery.dispatcher.rewind()]),
    HOUSEKEEPING_EVERY_MS,
    (err) => log(`purge: ${(err as Error).message}`),
  );
  return {
    config,
    db,
    store,
    rulesets,
    clock,
    hub,
    play,
    pictures,
    tokens,
    accounts: new Accounts(db.prisma, clock),
    emailVerification,
    refreshTokens,
    apps,
    passwordChanges: new PasswordChanges(db.prisma, tokens, revocations),
    revocations,
    games,
    lobby: new Lobby(db.prisma, rulesets, games, play, clock, hub),
    messages: new GameMessages(db.prisma, db.pool, (gameId) => hub.messageWritten(gameId), db.kind === 'postgres'),
    idempotency,
    cadence,
    notifications: delivery.notifications,
    dispatcher: delivery.dispatcher,
    presence,
    metrics,
    async start() {
      // Once listening (so that none is missed between), before the first request; and again whenever the hub hears of a
      // revocation or comes back from losing its connection.
      hub.subscribeRevocations(() => void revocations.reread());
      await hub.start();
      await revocations.reread();
      shared?.start();
      delivery.dispatcher.start(hub);
      cadence.scheduler.start();
      housekeeping.start();
    },
    async stop() {
      await housekeeping.stop();
      await cadence.scheduler.stop();
      await delivery.dispatcher.stop();
      delivery.close();
      await shared?.stop();
      await hub.stop();
    },
  };
}
