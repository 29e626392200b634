/**
 * The personal streams of this instance. A notice names only a game and a
 * version, and may come from another instance (through LISTEN), so for each
 * notice about a game one of whose players listens here, the game's row says
 * who must act now (or, when this process made the append, the position it
 * reached), and those players' sockets are told — and of the reminders,
 * timeouts and claimable games the appends since the last notice wrote to
 * the outbox for them. Invitations, queued outside any append, come through
 * the hub's queued notices.
 */
import { isDatabaseUnavailable } from '../store/unavailable.js';
import type { Database } from '../store/database.js';
import type { GameMeta, GamePlay } from '../games/game-play.js';
import type { RulesetRegistry } from '../kernel/registry.js';
import type { LocalAppend, NotificationHub } from './hub.js';
import type { MessageSocket } from './message-socket.js';
import { Pump } from '../pump.js';
import { PersonalSession } from './personal-session.js';
import { gameOverMessage, readActiveSeats, seatPrompts } from './game-progress.js';
import type { Position } from '../kernel/engine.js';
import type { StreamReads } from './stream-reads.js';
import type { NoticeMessage } from './messages.js';
import type { QueuedNotice } from '../notifications/notification-store.js';
import { rememberRecent } from '../recent.js';
import { seatDeadline } from '../kernel/control.js';

/** The outbox kinds appends write that the personal stream pushes as notice messages (turns and results are your-turn and game-over). */
const STREAMED_NOTICES: readonly NoticeMessage['kind'][] = ['reminder', 'timeout', 'claimable'];
/** The kinds queued outside appends that it pushes (heard through the hub's queued notices). */
const QUEUED_NOTICES: readonly NoticeMessage['kind'][] = ['invitation', 'ready'];
/** The control events whose appends write those notices. */
const NOTICE_EVENTS = new Set(['sortie.reminded', 'sortie.timed-out']);
/** Games whose notices this instance remembers having pushed up to a version; the oldest are forgotten first (at worst a notice is missed on a socket, never in the mail). */
const REMEMBERED_GAMES = 10_000;

/**
 * A notice message from an outbox row's kind and payload (the kind's own
 * fields, and the version for a clock's), or null if it is not one; with the
 * game's name for its players (`named`), never in an invitation or a ready
 * notice, which go to accounts that may not be in the game.
 */
function noticeMessage(gameId: string, kind: string, payload: Record<string, unknown>, kinds: readonly string[], named?: { name: string | null }): NoticeMessage | null {
  if (!kinds.includes(kind)) return null;
  const text = (key: string) => (typeof payload[key] === 'string' ? { [key]: payload[key] } : {});
  const version = typeof payload.version === 'number' ? { version: payload.version } : {};
  return { type: 'notice', kind: kind as NoticeMessage['kind'], gameId, ...named, ...version, ...text('seat'), ...text('deadline'), ...text('policy'), ...text('against'), ...text('from'), ...text('inviteCode') };
}

/** The services the personal streams read from. */
export interface PersonalStreamServices {
  readonly db: Database;
  readonly rulesets: RulesetRegistry;
  readonly reads: StreamReads;
  readonly play: GamePlay;
  readonly hub: NotificationHub;
}

/** Tells accounts listening here about their turns and results in every game. */
export class PersonalStreams {
  private readonly byAccount = new Map<string, Set<PersonalSession>>();
  /** One read at a time per game: a burst of notices about a game costs one or two reads. */
  private readonly pumps = new Map<string, Pump>();
  /** Per game, the latest append this process made, while no newer notice came from elsewhere. */
  private readonly local = new Map<string, LocalAppend>();
  /** Per game, the version up to which its outbox notices were pushed. */
  private readonly noticed = new Map<string, number>();
  private unsubscribe: (() => void) | undefined;
  private unsubscribeQueued: (() => void) | undefined;
  private unsubscribeLobby: (() => void) | undefined;

  constructor(
    private readonly services: PersonalStreamServices,
    private readonly log: (message: string) => void,
  ) {}

  /** Starts listening to the hub. */
  start(): void {
    this.unsubscribe = this.services.hub.subscribe((notice, local) => {
      // With no one listening, what was pushed up to where no longer matters: a later listener hears of later appends only.
      if (this.byAccount.size === 0) return this.noticed.clear();
      if (notice) {
        if (local) this.local.set(notice.gameId, local);
        else this.local.delete(notice.gameId);
        this.pumpFor(notice.gameId).kick();
      }
      // No notice means some may have been missed: every socket reads its games again.
      else for (const sessions of this.byAccount.values()) for (const s of sessions) this.sync(s);
    });
    this.unsubscribeQueued = this.services.hub.subscribeQueued((notice) => {
      this.queued(notice).catch((err: Error) => this.log(`personal notice ${notice.outboxId} failed: ${err.message}`));
    });
    this.unsubscribeLobby = this.services.hub.subscribeLobby((gameId) => {
      this.lobbyChanged(gameId).catch((err: Error) => this.log(`lobby notice of ${gameId} failed: ${err.message}`));
    });
  }

  /** Stops listening. */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribeQueued?.();
    this.unsubscribeLobby?.();
  }

  /** Tells the sockets here that may see a game not started that it changed: everyone of a public game; of a private one, its creator and seated players. */
  private async lobbyChanged(gameId: string): Promise<void> {
    if (this.byAccount.size === 0) return;
    const game = await this.services.db.prisma.game.findUnique({ where: { id: gameId }, select: { isPublic: true, createdBy: true, seats: { select: { accountId: true } } } });
    // A game cancelled is gone: only those who could see it knew it, and their lists drop it at their next read.
    const accounts = !game ? [] : game.isPublic ? [...this.byAccount.keys()] : [game.createdBy, ...game.seats.map((s) => s.accountId)];
    for (const accountId of new Set(accounts)) for (const session of this.byAccount.get(accountId) ?? []) session.notice({ type: 'lobby', gameId });
  }

  /** Pushes a notice queued outside an append (an invitation) to its account's sockets here. */
  private async queued({ accountId, outboxId }: QueuedNotice): Promise<void> {
    if (!this.byAccount.has(accountId)) return;
    const row = await this.services.reads.queuedNotice(outboxId, accountId);
    const message = row?.gameId ? noticeMessage(row.gameId, row.kind, row.payload, QUEUED_NOTICES) : null;
    if (message) for (const session of this.byAccount.get(accountId) ?? []) session.notice(message);
  }

  /** Streams an account's turns and results to a socket: hello, the games waiting for it now, then changes. */
  open(socket: MessageSocket, heartbeatSeconds: number): void {
    const session = new PersonalSession(socket);
    const { accountId } = socket;
    const sessions = this.byAccount.get(accountId) ?? new Set();
    this.byAccount.set(accountId, sessions.add(session));
    socket.onClose(() => {
      sessions.delete(session);
      if (sessions.size === 0 && this.byAccount.get(accountId) === sessions) this.byAccount.delete(accountId);
    });
    void socket.send({ type: 'hello', stream: 'personal', accountId, heartbeatSeconds });
    this.sync(session);
  }

  /** Tells a socket about every active game of its account (at connect, and after notices may have been lost). */
  private sync(session: PersonalSession): void {
    const { db, rulesets, play } = this.services;
    readActiveSeats(db, rulesets, session.socket.accountId)
      .then(async (seats) => {
        for (const s of seats) {
          const mustAct = s.awaiting.includes(s.seat);
          // Only the games waiting for the seat are read whole, for its prompts.
          const meta = mustAct ? await play.meta(s.gameId) : null;
          const prompts = meta ? promptsAt(meta, await play.position(meta), s.seat, s.version) : undefined;
          session.apply({ gameId: s.gameId, name: s.name, seat: s.seat, version: s.version, mustAct, deadline: seatDeadline(s.deadlines, s.seat), prompts, over: null });
        }
      })
      .catch((err: Error) => {
        this.log(`personal stream sync failed: ${err.message}`);
        session.socket.closeAfterFailure(err);
      },
    );
  }

  private pumpFor(gameId: string): Pump {
    let pump = this.pumps.get(gameId);
    if (!pump) {
      pump = new Pump(
        () => this.gameMoved(gameId),
        (err) => {
          this.log(`personal notices for ${gameId} failed: ${(err as Error).message}`);
          // Whom the notice concerned is unknown while the database is away: every socket reconnects and syncs again.
          if (isDatabaseUnavailable(err)) for (const sessions of this.byAccount.values()) for (const session of sessions) session.socket.closeAfterFailure(err);
        },
        () => this.pumps.delete(gameId),
      );
      this.pumps.set(gameId, pump);
    }
    return pump;
  }

  private async gameMoved(gameId: string): Promise<void> {
    const { reads, play } = this.services;
    const local = this.local.get(gameId);
    this.local.delete(gameId);
    const meta = await play.meta(gameId);
    const listening = meta ? [...meta.seats].filter(([, account]) => this.byAccount.has(account)) : [];
    if (!meta || listening.length === 0) return void this.noticed.delete(gameId);
    const progress = local ? local.progress : await reads.gameProgress(gameId);
    if (!progress) return;
    const mustAct = (seat: string) => !progress.over && progress.awaiting.includes(seat);
    // The position, when the result or a waiting seat's prompts need it.
    const at = progress.over || listening.some(([seat]) => mustAct(seat)) ? (local?.position ?? (await play.position(meta))) : null;
    const over = progress.over ? gameOverMessage(meta, at!) : null;
    const renewed = await this.pushNotices(meta, progress.version, listening.map(([, account]) => account), local);
    for (const [seat, account] of listening) {
      const prompts = at && mustAct(seat) ? promptsAt(meta, at, seat, progress.version) : undefined;
      for (const session of this.byAccount.get(account) ?? []) {
        session.apply({ gameId, name: meta.name, seat, version: progress.version, mustAct: progress.awaiting.includes(seat), deadline: seatDeadline(progress.deadlines, seat), prompts, over, renewed: renewed.has(seat) });
      }
    }
  }

  /**
   * Pushes the reminders, timeouts and claimable games written for the
   * listening accounts since the last version pushed (only this append's, for
   * a game not seen before). An append this process made shows in its
   * entries whether it wrote any; otherwise the outbox is read. Answers the seats the server moved for at a time-out
   * (default-move), whose turn, if they must act again, is told anew.
   */
  private async pushNotices({ id: gameId, name }: GameMeta, version: number, accounts: readonly string[], local: LocalAppend | undefined): Promise<Set<string>> {
    const renewed = new Set<string>();
    const after = this.noticed.get(gameId) ?? version - 1;
    if (version <= after) return renewed;
    rememberRecent(this.noticed, gameId, version, REMEMBERED_GAMES);
    const covered = local !== undefined && local.entries[0]?.seq === after + 1;
    if (covered && !local.entries.some((e) => NOTICE_EVENTS.has(e.event.type))) return renewed;
    for (const n of await this.services.reads.notices(gameId, after, version, accounts, STREAMED_NOTICES)) {
      // The server moved for the seat at its time-out: if it must act again, that is a turn of its own (its your-turn follows).
      if (n.kind === 'timeout' && n.payload.policy === 'default-move' && typeof n.payload.seat === 'string') renewed.add(n.payload.seat);
      const message = noticeMessage(gameId, n.kind, n.payload, STREAMED_NOTICES, { name });
      if (message) for (const session of this.byAccount.get(n.accountId) ?? []) session.notice(message);
    }
    return renewed;
  }
}

/** A seat's prompts at `version`, from a position read for them; undefined when the position has moved on past it (the update of that move brings them). */
function promptsAt(meta: GameMeta, at: Position, seat: string, version: number) {
  return at.version === version ? seatPrompts(meta, at, seat) : undefined;
}
