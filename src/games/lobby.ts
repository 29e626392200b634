/**
 * The lobby: create a game, take or leave a seat before the start, start it.
 * Seat changes and the start are serialized on the game's row: a seat change
 * locks the row only while the game is "open", and a start checks under that
 * lock that all seats are taken and moves it to "starting", so no seat can
 * change between the check and the start event. A game with a single seat
 * starts when it is taken. Cancelling a game and freeing a seat write no
 * event, so they send the lobby's notice: the game's streams look again
 * whether the game is there and whom it shows to.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { RulesetRegistry } from '../kernel/registry.js';
import type { SeatId } from '../kernel/ruleset.js';
import { START_COMMAND } from '../kernel/engine.js';
import { newSeed, seedCommitment } from '../kernel/dice.js';
import type { Clock } from '../clock.js';
import { gameName } from './game-name.js';
import { Refusal, noSuchGame } from './refusal.js';
import type { GamePlay } from './game-play.js';
import { validOptions } from './ruleset-input.js';
import { GAME_WITH_SEATS, participates, type GameDirectory, type GameRow, type GameSummary } from './game-directory.js';
import { normalizeTimeControl, type TimeControlOption } from '../cadence/time-control.js';
import type { NotificationHub } from '../realtime/hub.js';
import { notifyLobbyChange } from './lobby-notice.js';
import { queueReadyNotices, type QueuedNotice } from '../notifications/notification-store.js';

/** What creating a game takes. */
export interface NewGame {
  readonly ruleset: string;
  /** What its creator calls it (gameName checks it). */
  readonly name?: string;
  readonly options?: unknown;
  readonly visibility: 'public' | 'private';
  /** A seat for the creator to take at once. */
  readonly seat?: SeatId;
  /** How long each seat has to move (docs/cadence.md); recorded in the log when the game starts. */
  readonly timeControl?: TimeControlOption;
}

/**
 * How many games not yet started one account may hold seats in when it takes
 * another: no player waits for that many at once, and one account cannot sit
 * in every open game so that none can start.
 */
export const OPEN_SEATS_LIMIT = 20;

/** Creates games and seats players. */
export class Lobby {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly rulesets: RulesetRegistry,
    private readonly directory: GameDirectory,
    private readonly play: GamePlay,
    private readonly clock: Clock,
    private readonly hub: Pick<NotificationHub, 'lobbyChanged' | 'announce'>,
  ) {}

  /** Creates a game with a fresh secret seed (only its hash is shown), optionally seating its creator. */
  async create(accountId: string, game: NewGame): Promise<GameSummary> {
    const ruleset = this.rulesets.get(game.ruleset);
    if (!ruleset) throw new Refusal('invalid', 'unknown-ruleset', `There is no ruleset "${game.ruleset}".`);
    const name = game.name === undefined ? null : gameName(game.name);
    const options = validOptions(ruleset, game.options);
    const seats = ruleset.seats(options);
    if (game.seat !== undefined && !seats.some((s) => s.id === game.seat)) throw noSuchSeat(game.seat, seats);
    const timeControl = normalizeTimeControl(game.timeControl);
    if (!timeControl.ok) throw new Refusal('invalid', 'invalid-time-control', timeControl.message);
    const seed = newSeed();
    const now = this.clock.now();
    const id = randomUUID();
    // A solo game whose seat is taken at once starts now; any other is opened in the lobby, told in the same transaction.
    const startsNow = game.seat !== undefined && seats.length === 1;
    await this.prisma.$transaction(async (tx) => {
      await tx.game.create({
        data: {
          id,
          ruleset: ruleset.id,
          rulesetVersion: ruleset.version,
          name,
          options: options as object,
          status: 'open',
          seed,
          seedHash: seedCommitment(seed),
          isPublic: game.visibility === 'public',
          inviteCode: game.visibility === 'private' ? randomBytes(12).toString('base64url') : null,
          createdBy: accountId,
          createdAt: now,
          activity: { create: { updatedAt: now } },
          ...(game.seat !== undefined ? { seats: { create: [{ seat: game.seat, accountId, joinedAt: now }] } } : {}),
          ...(timeControl.value ? { timeControl: timeControl.value } : {}),
        },
      });
      if (!startsNow) await notifyLobbyChange(tx, id);
    });
    if (startsNow) await this.begin(id);
    else this.hub.lobbyChanged(id);
    return this.directory.find(id, accountId);
  }

  /** Seats an account (in `seat`, or the first free one); a private game needs its code unless the caller created it. */
  async takeSeat(gameId: string, accountId: string, seat: SeatId | undefined, inviteCode: string | undefined): Promise<GameSummary> {
    const row = await this.directory.row(gameId, accountId, inviteCode);
    const specs = this.directory.seatSpecs(row);
    let ready: QueuedNotice[] = [];
    await this.prisma.$transaction(async (tx) => {
      const current = await this.lockOpen(tx, gameId);
      if (current.seats.some((s) => s.accountId === accountId)) throw new Refusal('conflict', 'already-seated', 'You already hold a seat in this game.');
      if (current.removed.includes(accountId)) throw new Refusal('forbidden', 'removed-by-creator', "The game's creator freed your seat: you may sit down in it again only if they invite you again.");
      // Counted under a lock of the account's, so that seats taken at once cannot all pass the count.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`sortie-open-seats:${accountId}`}, 0))`;
      // crosses shards: account-games
      const open = await tx.seat.count({ where: { accountId, game: { status: { in: ['open', 'starting'] } } } });
      if (open >= OPEN_SEATS_LIMIT) {
        throw new Refusal('conflict', 'too-many-open-seats', `You hold seats in ${open} games not yet started; leave one, or wait for one to start, before taking another.`);
      }
      const held = new Set(current.seats.map((s) => s.seat));
      const chosen = seat ?? specs.find((s) => !held.has(s.id))?.id;
      if (chosen === undefined) throw new Refusal('conflict', 'game-full', 'Every seat is taken.');
      if (!specs.some((s) => s.id === chosen)) throw noSuchSeat(chosen, specs);
      if (held.has(chosen)) throw new Refusal('conflict', 'seat-taken', `Seat ${chosen} is taken.`);
      await tx.seat.create({ data: { gameId, seat: chosen, accountId, joinedAt: this.clock.now() } });
      // The last seat of a game of several: its other players are told it waits for one of them to start it.
      if (specs.length > 1 && held.size + 1 === specs.length) ready = await this.tellReady(tx, current.createdBy, current.seats, accountId, gameId, specs.length);
      await notifyLobbyChange(tx, gameId);
    });
    this.hub.lobbyChanged(gameId);
    for (const notice of ready) this.hub.announce(notice);
    // A solo game starts as soon as its seat is taken.
    if (specs.length === 1) await this.begin(gameId);
    return this.directory.find(gameId, accountId);
  }

  /** Queues the `ready` notices of a game whose last seat `taker` took: to its creator and the other seated players. */
  private async tellReady(tx: Prisma.TransactionClient, createdBy: string, seats: readonly { readonly accountId: string }[], taker: string, gameId: string, seatCount: number): Promise<QueuedNotice[]> {
    const others = [...new Set([createdBy, ...seats.map((s) => s.accountId)])].filter((id) => id !== taker);
    const from = (await tx.account.findUnique({ where: { id: taker }, select: { name: true } }))?.name ?? null;
    // With the number of seats, so that a notice held back is not sent once a seat is free again.
    return queueReadyNotices(tx, gameId, others, { from, seats: seatCount });
  }

  /** Frees a seat before the start: the caller's own, or, for the game's creator, any (a player who sat down and never started it). */
  async leaveSeat(gameId: string, accountId: string, seat: SeatId): Promise<void> {
    const row = await this.directory.row(gameId, accountId);
    // The seats are no secret of a game one may see: a seat it does not have is that, whoever asks; named in the path, it is not found there.
    const specs = this.directory.seatSpecs(row);
    if (!specs.some((s) => s.id === seat)) throw noSuchSeat(seat, specs, 'not-found');
    const holder = row.seats.find((s) => s.seat === seat)?.accountId;
    // Before the start: while a start is under way, the change is refused below as one to retry, not as not allowed.
    const mayFreeAny = row.createdBy === accountId && (row.status === 'open' || row.status === 'starting');
    if (holder !== accountId && !mayFreeAny) throw new Refusal('forbidden', 'not-your-seat', `Seat ${seat} is not yours.`);
    // Nobody in it: already free.
    if (holder === undefined) return;
    await this.prisma.$transaction(async (tx) => {
      const current = await this.lockOpen(tx, gameId);
      const freed = await tx.seat.deleteMany({ where: { gameId, seat, accountId: holder } });
      // Freed by the creator: removed, so that it cannot simply sit down again (a squatter would), until the creator invites it again.
      // Only if it still sat there: one that left it meanwhile (perhaps for another seat) lost nothing to the creator.
      if (freed.count > 0 && holder !== accountId && !current.removed.includes(holder)) await tx.game.update({ where: { id: gameId }, data: { removed: { push: holder } } });
      // Whoever held it may no longer see a private game: its streams are closed (docs/websocket.md).
      await notifyLobbyChange(tx, gameId);
    });
    this.hub.lobbyChanged(gameId);
  }

  /** Whether the creator freed an account's seat in a game and has not invited it again since. */
  async wasRemoved(gameId: string, accountId: string): Promise<boolean> {
    return (await this.prisma.game.count({ where: { id: gameId, removed: { has: accountId } } })) > 0;
  }

  /** Lets an account whose seat the creator freed sit down in the game again: the creator invited it anew. */
  async readmit(gameId: string, accountId: string): Promise<void> {
    await this.prisma.$executeRaw`UPDATE games SET removed = array_remove(removed, ${accountId}) WHERE id = ${gameId}::uuid AND ${accountId} = ANY(removed)`;
  }

  /**
   * Cancels a game not yet started: it is gone, as if never made. Only its
   * creator may, and only while no other account holds a seat (the creator
   * frees those first, so that nobody loses a seat unawares).
   */
  async cancel(gameId: string, accountId: string): Promise<void> {
    await this.directory.row(gameId, accountId);
    await this.prisma.$transaction(async (tx) => {
      // Refused inside the transaction, which then leaves the row as it was.
      const locked = await this.lockOpen(tx, gameId);
      if (locked.createdBy !== accountId) throw new Refusal('forbidden', 'not-the-creator', 'Only the creator of a game may cancel it.');
      const others = locked.seats.filter((s) => s.accountId !== accountId).map((s) => s.seat);
      if (others.length > 0) throw new Refusal('conflict', 'seats-taken', `Other players hold seats ${others.join(', ')}: free them first (DELETE /games/${gameId}/seats/{seat}).`);
      await tx.game.delete({ where: { id: gameId } });
      // Its streams are closed: there is nothing more to see.
      await notifyLobbyChange(tx, gameId);
    });
    this.hub.lobbyChanged(gameId);
  }

  /** Starts a game whose seats are all taken; its creator or any seated player may. */
  async start(gameId: string, accountId: string): Promise<GameSummary> {
    const row = await this.directory.row(gameId, accountId);
    if (!participates(row, accountId)) throw new Refusal('forbidden', 'not-a-player', 'Only the creator or a seated player may start the game.');
    await this.begin(gameId);
    return this.directory.find(gameId, accountId);
  }

  /**
   * Checks every seat is taken and freezes them, in one transaction holding
   * the game row's lock (which seat changes take too), then appends the start.
   * A game with a seat free is never frozen, so no seat change meanwhile is
   * turned away; one frozen has all its seats taken until it starts or its
   * start fails.
   */
  private async begin(gameId: string): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const frozen = await tx.game.updateMany({ where: { id: gameId, version: 0, status: { in: ['open', 'starting'] } }, data: { status: 'starting' } });
      if (frozen.count === 0) {
        if (!(await tx.game.findUnique({ where: { id: gameId }, select: { id: true } }))) throw noSuchGame();
        throw new Refusal('conflict', 'already-started', 'The game has already started.');
      }
      const row = await tx.game.findUniqueOrThrow({ where: { id: gameId }, include: { seats: true } });
      // A game is played under the version of its rules it starts with (the newest), whichever was newest when it was made.
      await tx.game.update({ where: { id: gameId }, data: { rulesetVersion: this.rulesets.forGame(row)!.version } });
      const free = this.directory
        .seatSpecs(row)
        .filter((s) => !row.seats.some((held) => held.seat === s.id))
        .map((s) => s.id);
      // Thrown inside the transaction: it rolls back, and the game stays open.
      if (free.length > 0) throw new Refusal('conflict', 'seats-free', `Seats still free: ${free.join(', ')}.`);
    });
    const started = await this.play.execute(gameId, null, START_COMMAND).catch(async (err: unknown) => {
      // The database failed us: open the seats again (a no-op if the start did commit), so nobody is stuck in "starting".
      await this.reopen(gameId).catch(() => undefined);
      throw err;
    });
    if (started.ok) return;
    // Another start got in first (the kernel refuses a second start once it has read the first).
    if (started.kind === 'conflict' || (started.kind === 'rejected' && started.reason === 'already-started')) {
      throw new Refusal('conflict', 'already-started', 'The game has already started.');
    }
    await this.reopen(gameId);
    throw new Error(`game ${gameId} could not start: ${JSON.stringify(started)}`);
  }

  /** Lets the seats of a game that did not start change again; nothing if it has started. */
  private async reopen(gameId: string): Promise<void> {
    await this.prisma.game.updateMany({ where: { id: gameId, version: 0, status: 'starting' }, data: { status: 'open' } });
  }

  /** Locks an open game's row for the rest of the transaction and marks the game changed now (the lobby lists it first); a 409 when seats can no longer change. */
  private async lockOpen(tx: Prisma.TransactionClient, gameId: string): Promise<GameRow> {
    const locked = await tx.$queryRaw<unknown[]>`SELECT id FROM games WHERE id = ${gameId}::uuid AND status = 'open' FOR UPDATE`;
    if (locked.length === 0) {
      // A start under way may yet find a seat free and open them again: worth a retry, unlike a game that has started.
      const status = (await tx.game.findUnique({ where: { id: gameId }, select: { status: true } }))?.status;
      // Cancelled meanwhile: gone, as for any later request.
      if (status === undefined) throw noSuchGame();
      if (status === 'starting') throw new Refusal('conflict', 'game-starting', 'The game is being started: retry shortly (if the start fails, its seats open again; a start cut short is finished by starting the game again).');
      throw new Refusal('conflict', 'game-started', 'The game has started: seats change, and a game is cancelled, only before.');
    }
    const now = this.clock.now();
    await tx.gameActivity.upsert({ where: { gameId }, create: { gameId, updatedAt: now }, update: { updatedAt: now } });
    return tx.game.findUniqueOrThrow({ where: { id: gameId }, include: GAME_WITH_SEATS });
  }
}

/** A seat the game does not have: an invalid request where a body names it, not found where a path does. */
function noSuchSeat(seat: string, seats: readonly { id: SeatId }[], kind: 'invalid' | 'not-found' = 'invalid'): Refusal {
  return new Refusal(kind, 'no-such-seat', `This game has no seat "${seat}"; its seats are ${seats.map((s) => `"${s.id}"`).join(', ')}.`);
}
