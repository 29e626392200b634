/**
 * Playing a game: load its position (snapshot + events, cached), apply a
 * command through the kernel with the game's provable dice, and append the
 * result with its notices. Optimistic: a command is decided against the
 * cached position and the append checks the version; on a conflict the
 * position catches up and the command is decided again.
 */
import type { Database } from '../store/database.js';
import type { EventStore, IdempotentAnswer, OutboxInsert } from '../store/event-store.js';
import type { RulesetRegistry } from '../kernel/registry.js';
import { seatIds, type AnyRuleset, type GameCommand, type Outcome, type SeatId } from '../kernel/ruleset.js';
import type { LogEntry } from '../kernel/log.js';
import { applyBatchSeeded, applySeeded, fold, initialPosition, snapshotPoint, type Applied, type BatchApplied, type Position } from '../kernel/engine.js';
import { TrailMissing } from '../kernel/take-back.js';
import { RESIGN, deadlinesOf, outOfTimeSeats, outcomeOf, promptsOf, seatDeadline, type ControlEvent, type Controlled } from '../kernel/control.js';
import type { NotificationHub } from '../realtime/hub.js';
import { rememberRecent } from '../recent.js';

/** A control event that says a seat's time ran out. */
type TimedOut = Extract<ControlEvent, { type: 'sortie.timed-out' }>;
type DeadlineHeld = Extract<ControlEvent, { type: 'sortie.deadline-held' }>;

/** What a game is, apart from its log. */
export interface GameMeta {
  readonly id: string;
  /** What its creator calls it; null for none. */
  readonly name: string | null;
  readonly ruleset: AnyRuleset;
  readonly options: unknown;
  readonly seed: string;
  /** The public SHA-256 commitment to the seed. */
  readonly seedHash: string;
  /** Account of each taken seat. */
  readonly seats: ReadonlyMap<SeatId, string>;
  /** Whether anyone may find and watch the game (otherwise only its players, and who holds the code may join). */
  readonly isPublic: boolean;
  readonly inviteCode: string | null;
  readonly createdBy: string;
}

/** What executing a command came to. */
export type CommandOutcome =
  | { readonly ok: true; readonly version: number; readonly entries: readonly LogEntry[]; readonly position: Position }
  | { readonly ok: false; readonly kind: 'not-found' }
  /** The idempotency key the command answers under was taken over by a retry while it ran: nothing was written. */
  | { readonly ok: false; readonly kind: 'key-lost' }
  /** Refused by the rules or the kernel; `index` names the command of a batch refused (from 0). */
  | { readonly ok: false; readonly kind: 'rejected'; readonly reason: string; readonly message: string; readonly index?: number }
  | { readonly ok: false; readonly kind: 'conflict'; readonly currentVersion: number };

/** What a successful command came to, before it is answered. */
export type Executed = Extract<CommandOutcome, { ok: true }>;

/** How to answer a command under an idempotency key: the answer is recorded in the same commit as the events. */
export interface IdempotentRequest {
  readonly accountId: string;
  readonly key: string;
  /** When the request reserved the key (see IdempotencyRecords). */
  readonly owner: Date;
  answer(executed: Executed): { status: number; body: unknown };
}

/** How to execute a command, beyond what and for whom. */
export interface ExecuteOptions {
  /** The version the command was decided at: a game that has moved on is a conflict. Without, the command is decided again against the newer position. */
  readonly expectedVersion?: number;
  /** Store the command's answer under this idempotency key, with its events. */
  readonly idempotent?: IdempotentRequest;
  /**
   * When a seat's command arrived (by default, now): its clock runs until
   * then, however long deciding and retrying take.
   */
  readonly sentAt?: Date;
}

/** Seats that must act at a position, each once, in prompt order; none once the game is over (by the rules, or by control: a forfeit, a claim). */
export function awaitingSeats(ruleset: AnyRuleset, at: Controlled): SeatId[] {
  return outcomeOf(ruleset, at) ? [] : [...new Set(promptsOf(ruleset, at).map((p) => p.seat))];
}

/** A command to apply after another, in the same append. */
export interface FollowUp {
  readonly seat: SeatId | null;
  /** The command (of a batch, the last). */
  readonly command: GameCommand;
  /** A seat's commands applied in order as one batch, `command` the last of them (a timeout's default moves, src/kernel/timeout.ts). */
  readonly batch?: readonly GameCommand[];
}

/**
 * Service-level follow-ups to a command (the cadence's clocks and timeout
 * policies), applied in the same append as the command, so the log never
 * shows a move without what its clock made of it.
 */
export interface PlayHooks {
  /**
   * What the service must apply before `command` (sent by `seat`, or by the
   * service with seat null) at `at`, which it was due to apply already (a
   * timeout whose deadline has passed). A seat's command then comes too late
   * and is refused; the service's, and a resignation, are decided after it.
   * A deadline held instead (its player's notices held by quiet hours: a
   * `sortie.hold-deadline`) leaves the command on time: it is decided after.
   * Null when nothing is due.
   */
  overdue(meta: GameMeta, at: Position, seat: SeatId | null, command: GameCommand, sentAt?: Date): Promise<FollowUp | null>;
  /** The command to apply after `last` at position `at`, or null when nothing follows; `sentAt` is when a seat sent `last`. */
  next(meta: GameMeta, at: Position, last: FollowUp, sentAt?: Date): Promise<FollowUp | null>;
  /** Notices the appended entries call for, beyond turn and result notices. */
  notices(meta: GameMeta, entries: readonly LogEntry[], after: Position): OutboxInsert[];
  /** When the game next needs the scheduler (null: never). */
  dueAt(meta: GameMeta, at: Position): Date | null;
  /** Commands to apply once a game's start has committed (at the position after it), each in an append of its own. */
  afterStart(meta: GameMeta, at: Position): Promise<FollowUp[]>;
}

/** A bound on follow-ups per command, against a hook that never says "enough". */
const MAX_FOLLOW_UPS = 8;

const SNAPSHOT_EVERY = 100;
const MAX_ATTEMPTS = 8;
const CACHE_LIMIT = 2_000;

/** Told of each command executed: its game's ruleset (null: no such game), its outcome (null: it threw), and how long it took in seconds. */
export type CommandObserver = (ruleset: string | null, outcome: CommandOutcome | null, seconds: number) => void;

/** Executes commands and serves positions for every game. */
export class GamePlay {
  private readonly observers: CommandObserver[] = [];
  private readonly positions = new Map<string, Position>();
  private readonly metas = new Map<string, GameMeta>();

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly rulesets: RulesetRegistry,
    private readonly hub: NotificationHub,
    private readonly log: (message: string) => void = () => {},
    private readonly hooks?: PlayHooks,
  ) {}

  /** A game's meta data, or null when there is no such game (or its ruleset, in the version it started with, is not hosted). */
  async meta(gameId: string): Promise<GameMeta | null> {
    const cached = this.metas.get(gameId);
    if (cached) return cached;
    const row = await this.db.prisma.game.findUnique({ where: { id: gameId }, include: { seats: true } });
    const ruleset = row && this.rulesets.forGame(row);
    if (!row || !ruleset) return null;
    const meta: GameMeta = {
      id: row.id,
      name: row.name,
      ruleset,
      options: row.options,
      seed: row.seed,
      seedHash: row.seedHash,
      seats: new Map(row.seats.map((s) => [s.seat, s.accountId])),
      isPublic: row.isPublic,
      inviteCode: row.inviteCode,
      createdBy: row.createdBy,
    };
    // Seats are fixed once a game has started, so only then is the meta data safe to keep.
    if (row.version > 0) rememberRecent(this.metas, gameId, meta, CACHE_LIMIT);
    return meta;
  }

  /** A started game's meta data when this instance has it at hand (see meta), without a wait. */
  knownMeta(gameId: string): GameMeta | undefined {
    return this.metas.get(gameId);
  }

  /** The current position of a game: the cached one caught up with the log, else snapshot + log. */
  async position(meta: GameMeta): Promise<Position> {
    const from = this.positions.get(meta.id) ?? (await this.store.latestSnapshot(meta.id)) ?? initialPosition(meta.ruleset, meta.options);
    const entries = await this.store.readAll(meta.id, from.version);
    const at = entries.length === 0 ? from : await this.folded(meta, from, entries);
    rememberRecent(this.positions, meta.id, at, CACHE_LIMIT);
    return at;
  }

  /**
   * `entries` folded onto `from`; from the start of the log instead when a
   * take-back goes back further than `from` knows (a snapshot taken inside
   * a take-back's reach, before snapshots were taken at snapshotPoint).
   */
  private async folded(meta: GameMeta, from: Position, entries: readonly LogEntry[]): Promise<Position> {
    try {
      return fold(meta.ruleset, from, entries);
    } catch (err) {
      if (!(err instanceof TrailMissing)) throw err;
      return fold(meta.ruleset, initialPosition(meta.ruleset, meta.options), await this.store.readAll(meta.id));
    }
  }

  /** How a game ended, worked out from its log; null while it goes on, or when there is no such game. */
  async outcome(gameId: string): Promise<Outcome | null> {
    const meta = await this.meta(gameId);
    return meta ? outcomeOf(meta.ruleset, await this.position(meta)) : null;
  }

  /**
   * The position this instance last saw for a started game, without reading
   * the log (it may be behind: only for callers that, like execute, decide
   * optimistically and catch up on a conflict or refusal); the current
   * position when none is cached or the cached one is before the start.
   */
  async cachedPosition(meta: GameMeta): Promise<Position> {
    const cached = this.positions.get(meta.id);
    return cached && cached.version > 0 ? cached : this.position(meta);
  }

  /** Has `observer` told of every command executed from now on (metrics). */
  observeCommands(observer: CommandObserver): void {
    this.observers.push(observer);
  }

  /** Applies a command for a seat (or the system's start, with seat null); see ExecuteOptions. */
  execute(gameId: string, seat: SeatId | null, command: GameCommand, options: ExecuteOptions = {}): Promise<CommandOutcome> {
    return this.observed(gameId, (meta) => this.run(meta, seat, [command], false, options));
  }

  /**
   * Applies a seat's batch of ruleset commands in one append (one version
   * check, one idempotency answer, one set of notices and clock follow-ups,
   * as after one command), or none of them: a refusal names the first
   * command refused by its `index`. See applyBatchSeeded.
   */
  executeBatch(gameId: string, seat: SeatId, commands: readonly GameCommand[], options: ExecuteOptions = {}): Promise<CommandOutcome> {
    return this.observed(gameId, (meta) => this.run(meta, seat, commands, true, options));
  }

  /** Runs an execution on a game's meta, telling the observers its ruleset, outcome and time (metrics). */
  private async observed(gameId: string, work: (meta: GameMeta) => Promise<CommandOutcome>): Promise<CommandOutcome> {
    const started = performance.now();
    let meta: GameMeta | null = null;
    let outcome: CommandOutcome | undefined;
    try {
      meta = await this.meta(gameId);
      outcome = meta ? await work(meta) : { ok: false, kind: 'not-found' };
      return outcome;
    } finally {
      const seconds = (performance.now() - started) / 1000;
      for (const observe of this.observers) observe(meta?.ruleset.id ?? null, outcome ?? null, seconds);
    }
  }

  private async run(meta: GameMeta, seat: SeatId | null, commands: readonly GameCommand[], batch: boolean, { expectedVersion, idempotent, sentAt }: ExecuteOptions): Promise<CommandOutcome> {
    const gameId = meta.id;
    const command = commands[0]!;
    const decide = (at: Position): Applied<unknown> | BatchApplied<unknown> =>
      batch ? applyBatchSeeded(meta.ruleset, at, seat!, commands, meta.seed) : applySeeded(meta.ruleset, at, seat, command, meta.seed);
    let at = this.positions.get(gameId) ?? (await this.position(meta));
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (expectedVersion !== undefined && at.version !== expectedVersion) {
        at = await this.position(meta);
        if (at.version !== expectedVersion) return { ok: false, kind: 'conflict', currentVersion: at.version };
      }
      // A timeout the scheduler has not applied yet goes first: a command after its seat's deadline does not beat the policy.
      const late = (await this.hooks?.overdue(meta, at, seat, command, sentAt)) ?? null;
      const lateApplied = late ? applySeeded(meta.ruleset, at, late.seat, late.command, meta.seed) : null;
      // The last command of a batch is the one its follow-ups (the clocks) come after.
      const [acting, applied] = lateApplied?.ok ? [late!, lateApplied] : [{ seat, command: commands.at(-1)! }, decide(at)];
      if (!applied.ok) {
        // A stale cache may refuse what the real position allows: check before saying no.
        const fresh = await this.position(meta);
        if (fresh.version !== at.version) {
          at = fresh;
          continue;
        }
        return { ok: false, kind: 'rejected', reason: applied.reason, message: applied.message, ...('index' in applied ? { index: applied.index } : {}) };
      }
      const cameLate = acting === late;
      // A deadline held past its player's quiet hours is no time-out: the command comes on time, after the hold.
      const held = cameLate && late.command.type === 'sortie.hold-deadline';
      const tooLate = cameLate && !held
        ? { ok: false as const, kind: 'rejected' as const, reason: 'out-of-time', message: `Seat ${seat} ran out of time before this command came; the game's time control has been applied.`, ...(batch ? { index: 0 } : {}) }
        : null;
      const { entries, position: after } = await this.followUps(meta, applied.entries, applied.position, acting, cameLate ? undefined : sentAt);
      // Only a control command can change nothing (a clock already in line): there is nothing to append.
      if (entries.length === 0) return { ok: true, version: at.version, entries, position: at };
      const outcome = outcomeOf(meta.ruleset, after);
      const over = outcome !== null;
      const awaiting = awaitingSeats(meta.ruleset, after);
      const deadlines = deadlinesOf(after, awaiting);
      const outOfTime = over ? [] : outOfTimeSeats(after, seatIds(meta.ruleset, meta.options));
      // In the order of what they tell: the clocks' notices (a time-out, then the claim it opens) come of entries on the
      // way, the turns and the result of where the entries end; the dispatcher sends an account's notices in this order.
      const notices = [...(this.hooks?.notices(meta, entries, after) ?? []), ...this.notices(meta, entries, at, after, awaiting, deadlines, seat)];
      const executed: Executed = { ok: true, version: after.version, entries, position: after };
      // A refused command's answer is stored by its caller, as for any refusal.
      const idempotency: IdempotentAnswer | undefined = idempotent && !tooLate && !held ? { accountId: idempotent.accountId, key: idempotent.key, owner: idempotent.owner, ...idempotent.answer(executed) } : undefined;
      const dueAt = this.hooks ? this.hooks.dueAt(meta, after) : undefined;
      const result = await this.hub.appendingTo(gameId, () => this.store.append(gameId, at.version, entries, notices, { status: over ? 'finished' : 'active', awaiting, deadlines, outOfTime, ...(outcome ? { outcome } : {}), idempotency, dueAt }));
      if (result.ok) {
        rememberRecent(this.positions, gameId, after, CACHE_LIMIT);
        this.hub.publish({ gameId, version: after.version }, { entries, position: after, progress: { version: after.version, over, awaiting, deadlines } });
        if (Math.floor(after.version / SNAPSHOT_EVERY) > Math.floor(at.version / SNAPSHOT_EVERY)) {
          this.store.saveSnapshot(gameId, snapshotPoint(after)).catch((err: Error) => this.log(`snapshot of ${gameId} failed: ${err.message}`));
        }
        if (at.version === 0) await this.afterStart(meta, after);
        // The service's own command (a vacation beginning) and a resignation are not refused for coming late: they meet the game as the timeout left it.
        if (cameLate && (seat === null || command.type === RESIGN || held)) {
          at = after;
          continue;
        }
        return tooLate ?? executed;
      }
      if (result.kind === 'key-lost') return result;
      at = await this.position(meta);
      if (expectedVersion !== undefined) return { ok: false, kind: 'conflict', currentVersion: at.version };
    }
    return { ok: false, kind: 'conflict', currentVersion: at.version };
  }

  /** Applies what the hooks call for once a game has started; a failure is logged (the start stands). */
  private async afterStart(meta: GameMeta, at: Position): Promise<void> {
    try {
      for (const { seat, command } of (await this.hooks?.afterStart(meta, at)) ?? []) {
        const r = await this.execute(meta.id, seat, command);
        if (!r.ok && r.kind !== 'rejected') this.log(`after the start of ${meta.id}: ${command.type}: ${r.kind}`);
      }
    } catch (err) {
      this.log(`after the start of ${meta.id}: ${(err as Error).message}`);
    }
  }

  /** Applies the hooks' follow-ups to a command's entries; a refused follow-up ends the chain (and is logged: it is a bug). */
  private async followUps(meta: GameMeta, entries: readonly LogEntry[], position: Position, first: FollowUp, sentAt?: Date): Promise<{ entries: LogEntry[]; position: Position }> {
    const all = [...entries];
    let at = position;
    let last = first;
    for (let i = 0; this.hooks && i < MAX_FOLLOW_UPS; i++) {
      const next = await this.hooks.next(meta, at, last, last === first ? sentAt : undefined);
      if (!next) break;
      const applied = next.batch && next.seat !== null ? applyBatchSeeded(meta.ruleset, at, next.seat, next.batch, meta.seed) : applySeeded(meta.ruleset, at, next.seat, next.command, meta.seed);
      if (!applied.ok) {
        this.log(`follow-up ${next.command.type} in game ${meta.id} refused: ${applied.reason}`);
        break;
      }
      all.push(...applied.entries);
      at = applied.position;
      last = next;
    }
    return { entries: all, position: at };
  }

  /**
   * Turn notices for seats that must now act and did not before (or whose
   * time ran out and the server moved for them) — but the acting seat,
   * which knows (it took its move back) — and results when the
   * game ends: only mail and webhooks carry them (the streams tell of turns
   * and results from the game's row).
   */
  private notices(meta: GameMeta, entries: readonly LogEntry[], before: Position, after: Position, awaiting: readonly SeatId[], deadlines: Readonly<Record<SeatId, string>>, actor: SeatId | null): OutboxInsert[] {
    const outcome = outcomeOf(meta.ruleset, after);
    if (outcome) {
      const accounts = new Set(meta.seats.values());
      return [...accounts].map((accountId) => {
        const seats = [...meta.seats].filter(([, holder]) => holder === accountId).map(([seat]) => seat);
        return { accountId, kind: 'result', channelsOnly: true, payload: { gameId: meta.id, version: after.version, result: outcome.result, summary: outcome.summary, winners: outcome.winners, seats } };
      });
    }
    const was = new Set(before.version === 0 ? [] : awaitingSeats(meta.ruleset, before));
    // A seat the server moved for when its time ran out must act again, on a new deadline: that is news to it; and so is
    // a deadline held over its player's quiet hours (the turn notice they were held from named the old one).
    for (const { event } of entries) {
      if (event.type === 'sortie.timed-out' && (event as TimedOut).policy === 'default-move') was.delete((event as TimedOut).seat);
      if (event.type === 'sortie.deadline-held') was.delete((event as DeadlineHeld).seat);
    }
    return awaiting
      .filter((seat) => !was.has(seat) && seat !== actor && meta.seats.has(seat))
      .map((seat) => {
        const deadline = seatDeadline(deadlines, seat);
        return { accountId: meta.seats.get(seat)!, kind: 'turn', channelsOnly: true, payload: { gameId: meta.id, seat, version: after.version, ...(deadline ? { deadline } : {}) } };
      });
  }
}
