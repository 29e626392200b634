/**
 * Finding games: one game as a caller may see it, and lists filtered for the
 * lobby (open seats, mine, waiting for me). A private game is visible only
 * to its participants, and to whoever holds its invitation code.
 */
import { createHash } from 'node:crypto';
import type { PerMoveTimeControl } from '../cadence/time-control.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { RulesetRegistry } from '../kernel/registry.js';
import type { AnyRuleset, Outcome, SeatId } from '../kernel/ruleset.js';
import { opponentsOf } from '../kernel/control.js';
import type { GamePlay } from './game-play.js';
import { Refusal, noSuchGame } from './refusal.js';
import { rowDeadlines } from '../store/event-store.js';
import { takesPart } from './access.js';
import { FORMER_PLAYER } from './messages.js';

/** How a game's row is read: with its seats and their holders' names, and when it last changed. */
export const GAME_WITH_SEATS = {
  seats: { include: { account: { select: { id: true, name: true, closedAt: true } } } },
  activity: { select: { updatedAt: true } },
} as const satisfies Prisma.GameInclude;
/** A game's row as the lobby reads it. */
export type GameRow = Prisma.GameGetPayload<{ include: typeof GAME_WITH_SEATS }>;

/** An account as others see it. */
export interface AccountRef {
  readonly id: string;
  readonly name: string;
}

/** The lobby's lifecycle of a game: seats being taken, seats frozen while it starts, in play, over (the API's GameStatusSchema). */
export type GameStatus = 'open' | 'starting' | 'active' | 'finished';

/** A game as the lobby shows it. */
export interface GameSummary {
  readonly id: string;
  readonly ruleset: string;
  /** The version of the ruleset the game is played under. */
  readonly rulesetVersion: number;
  /** What its creator calls it, or null. */
  readonly name: string | null;
  readonly title: string;
  readonly options: Record<string, unknown>;
  readonly status: GameStatus;
  readonly visibility: 'public' | 'private';
  /** Only shown to participants of a private game. */
  readonly inviteCode?: string;
  readonly createdBy: AccountRef;
  readonly createdAt: string;
  /** When anything last changed: a seat taken or freed, or an event appended (ISO 8601); the lobby lists by it, newest first. */
  readonly updatedAt: string;
  /** When the game ended (ISO 8601), once it has. */
  readonly endedAt?: string;
  /** How the game ended, once it has. */
  readonly outcome?: Outcome;
  readonly version: number;
  readonly seedHash: string;
  /** The dice seed, once the game is over. */
  readonly seed?: string;
  readonly seats: readonly { readonly seat: SeatId; readonly label: string; readonly player: AccountRef | null }[];
  readonly yourSeat: SeatId | null;
  readonly awaiting: readonly SeatId[];
  /** When each of the awaiting seats runs out of time, by seat (those with a running clock). */
  readonly deadlines: Readonly<Record<SeatId, string>>;
  /** Seats out of time under the claim policy: the other sides may claim the win until they move. */
  readonly outOfTime: readonly SeatId[];
  /** The time control chosen at creation (defaults filled in), or null. */
  readonly timeControl: PerMoveTimeControl | null;
}

/** What a lobby list may be filtered by. */
export interface GameFilter {
  readonly ruleset?: string;
  readonly status?: GameStatus;
  /** Games the caller created or sits in. */
  readonly mine?: boolean;
  /** Public games (or the caller's) that have a free seat. */
  readonly openSeats?: boolean;
  /** Games in which a seat of the caller's must act now, or may claim the win from a seat out of time. */
  readonly waitingForMe?: boolean;
  readonly limit: number;
  readonly offset: number;
  /** Only games after this one in the lobby's order (a cursor from a previous page). */
  readonly after?: LobbyPosition;
}

/** Where a game stands in the lobby's order: most recently changed first, then by id. */
export interface LobbyPosition {
  readonly updatedAt: Date;
  readonly id: string;
}

/** A page of the lobby: its games, and where the next page starts (null when there is none). */
export interface LobbyPage {
  readonly games: GameSummary[];
  readonly next: LobbyPosition | null;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\|([\w-]{16}))?$/;

/** The filters a lobby listing was asked with, as far as they choose its games. */
export type LobbyScope = Pick<GameFilter, 'ruleset' | 'status' | 'mine' | 'openSeats' | 'waitingForMe'>;

/**
 * A digest of what a listing lists — its caller (whose own games and private
 * ones it shows) and its filters — that its cursors carry, so that a cursor
 * is not taken up by a listing of other games, where it would skip the top.
 */
function scopeDigest(caller: string | null, scope: LobbyScope): string {
  // As list() reads them: an empty ruleset, like a false flag, filters nothing.
  const what = [caller, scope.ruleset || null, scope.status ?? null, scope.mine === true, scope.openSeats === true, scope.waitingForMe === true];
  return createHash('sha256').update(JSON.stringify(what)).digest('base64url').slice(0, 16);
}

/** A lobby position as an opaque cursor for the listing (caller and filters) that gave it. */
export function lobbyCursor(position: LobbyPosition, caller: string | null, scope: LobbyScope): string {
  return Buffer.from(`${position.updatedAt.toISOString()}|${position.id}|${scopeDigest(caller, scope)}`, 'utf8').toString('base64url');
}

/**
 * The lobby position a cursor names; a refusal for anything that is not one,
 * and for a cursor a listing of other filters, or another caller's, gave. A
 * cursor without a digest (as instances before digests wrote them) is taken
 * as a position alone.
 */
export function lobbyPosition(cursor: string, caller: string | null, scope: LobbyScope): LobbyPosition {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const updatedAt = match ? new Date(match[1]!) : null;
  // As the lobby writes them: a real moment (not 02-30, which Date rolls over), in a year PostgreSQL has (it has no year 0).
  if (!match || Number.isNaN(updatedAt!.getTime()) || updatedAt!.toISOString() !== match[1] || updatedAt!.getUTCFullYear() < 1) {
    throw new Refusal('invalid', 'invalid-cursor', 'The cursor is not one this lobby gave.');
  }
  if (match[3] !== undefined && match[3] !== scopeDigest(caller, scope)) {
    throw new Refusal('invalid', 'cursor-for-other-filters', 'The cursor was given for a listing with other filters, or for another caller: list again without it.');
  }
  return { updatedAt: updatedAt!, id: match[2]! };
}

/** The games this service can serve: a started game's ruleset in the version it started with is hosted; a game not started needs only its ruleset. */
export function hostedGames(rulesets: RulesetRegistry): Prisma.GameWhereInput {
  return {
    OR: [
      { version: 0, ruleset: { in: rulesets.list().map((r) => r.id) } },
      ...rulesets.hosted().map(({ id, version }) => ({ version: { gt: 0 }, ruleset: id, rulesetVersion: version })),
    ],
  };
}

/** Whether an account created or sits in a game's row. */
export function participates(row: GameRow, accountId: string | null): boolean {
  return takesPart(row.createdBy, row.seats.map((s) => s.accountId), accountId);
}

/** When a game last changed: its activity row's time (a game made outside the lobby has none until its first event: then when it was made). */
function updatedAt(row: GameRow): Date {
  return row.activity?.updatedAt ?? row.createdAt;
}

/** Whether a game in play waits for an account: a seat of its must act, or may claim the win from a seat of another side out of time. */
function waitsFor(ruleset: AnyRuleset, row: GameRow, accountId: string): boolean {
  const mine = row.seats.filter((s) => s.accountId === accountId).map((s) => s.seat);
  if (mine.some((seat) => row.awaiting.includes(seat))) return true;
  if (row.outOfTime.length === 0) return false;
  // The sides are the same at every state of a game (Ruleset.sides): its first state tells them.
  const first: unknown = ruleset.initialState(row.options);
  return row.outOfTime.some((late) => opponentsOf(ruleset, first, late, mine).length > 0);
}

/** Reads games for the lobby. */
export class GameDirectory {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly rulesets: RulesetRegistry,
    /** How a game ended, from its log: for games that ended before their rows kept it. */
    private readonly play: Pick<GamePlay, 'outcome'>,
  ) {}

  /** A game's row if the caller may see it (a private game needs participation or its code); otherwise a 404. */
  async row(gameId: string, accountId: string | null, inviteCode?: string): Promise<GameRow> {
    const row = await this.prisma.game.findUnique({ where: { id: gameId }, include: GAME_WITH_SEATS });
    const visible = row && (row.isPublic || participates(row, accountId) || (inviteCode !== undefined && row.inviteCode === inviteCode));
    if (!visible || !this.rulesets.forGame(row)) throw noSuchGame();
    return row;
  }

  /** A game as the caller may see it. */
  async find(gameId: string, accountId: string | null, inviteCode?: string): Promise<GameSummary> {
    return (await this.summarize([await this.row(gameId, accountId, inviteCode)], accountId))[0]!;
  }

  /** The games a caller may see that pass a filter, most recently changed first, and where the next page starts. */
  async list(accountId: string | null, filter: GameFilter): Promise<LobbyPage> {
    const mineOnly = filter.mine || filter.waitingForMe;
    if (mineOnly && accountId === null) throw new Refusal('unauthenticated', 'unauthorized', 'Only a logged-in account has games of its own.');
    const mine: Prisma.GameWhereInput | null = accountId === null ? null : { OR: [{ createdBy: accountId }, { seats: { some: { accountId } } }] };
    const where: Prisma.GameWhereInput = {
      AND: [
        mine === null ? { isPublic: true } : mineOnly ? mine : { OR: [{ isPublic: true }, mine] },
        filter.ruleset ? { ruleset: filter.ruleset } : {},
        filter.status ? { status: filter.status } : {},
        filter.openSeats ? { status: 'open' } : {},
        filter.waitingForMe ? { OR: [{ status: 'active', OR: [{ NOT: { awaiting: { isEmpty: true } } }, { NOT: { outOfTime: { isEmpty: true } } }] }, { status: 'open' }] } : {},
        hostedGames(this.rulesets),
      ],
    };
    const after: Prisma.GameActivityWhereInput = filter.after
      ? { OR: [{ updatedAt: { lt: filter.after.updatedAt } }, { updatedAt: filter.after.updatedAt, gameId: { gt: filter.after.id } }] }
      : {};
    // Read in the order of the activity table's index, each game's row joined to it by its id.
    // Free seats and "waiting for me" depend on per-game data (seat counts, which seat is mine), so they are
    // narrowed in the database and decided here; a page may then hold fewer games than the limit.
    // crosses shards: lobby
    const listed = await this.prisma.gameActivity.findMany({
      where: { AND: [{ game: { is: where } }, after] },
      select: { game: { include: GAME_WITH_SEATS } },
      orderBy: [{ updatedAt: 'desc' }, { gameId: 'asc' }],
      take: filter.limit,
      skip: filter.offset,
    });
    const rows = listed.map((a) => a.game);
    const full = (row: GameRow) => row.seats.length >= this.seatSpecs(row).length;
    const kept = rows.filter((row) => {
      if (filter.openSeats && full(row)) return false;
      // A game not started waits for its players once every seat is taken: any of them may start it.
      if (filter.waitingForMe && !(row.status === 'open' ? full(row) : waitsFor(this.rulesets.forGame(row)!, row, accountId!))) return false;
      return true;
    });
    const last = rows.length === filter.limit ? rows.at(-1)! : null;
    return { games: await this.summarize(kept, accountId), next: last && { updatedAt: updatedAt(last), id: last.id } };
  }

  /**
   * How each finished game among `rows` ended: as its row keeps it, or, for a
   * game that ended before rows kept it, worked out from its log once and kept.
   */
  private async outcomes(rows: readonly GameRow[]): Promise<Map<string, Outcome>> {
    const found = new Map<string, Outcome>();
    for (const row of rows) {
      if (row.status !== 'finished') continue;
      const outcome = (row.outcome as unknown as Outcome | null) ?? (await this.play.outcome(row.id));
      if (!outcome) continue;
      if (row.outcome === null) await this.prisma.game.update({ where: { id: row.id }, data: { outcome: outcome as unknown as Prisma.InputJsonObject } });
      found.set(row.id, outcome);
    }
    return found;
  }

  /** The seats a game has, by its ruleset and options. */
  seatSpecs(row: Pick<GameRow, 'ruleset' | 'rulesetVersion' | 'version' | 'options'>): readonly { id: SeatId; label: string }[] {
    return this.rulesets.forGame(row)!.seats(row.options);
  }

  private async summarize(rows: readonly GameRow[], accountId: string | null): Promise<GameSummary[]> {
    const creatorIds = [...new Set(rows.map((r) => r.createdBy))];
    const creators = new Map((await this.prisma.account.findMany({ where: { id: { in: creatorIds } }, select: { id: true, name: true, closedAt: true } })).map((a) => [a.id, { id: a.id, name: a.closedAt ? FORMER_PLAYER : a.name }]));
    const outcomes = await this.outcomes(rows);
    return rows.map((row) => {
      const ruleset = this.rulesets.forGame(row)!;
      const held = new Map(row.seats.map((s) => [s.seat, s]));
      const finished = row.status === 'finished';
      return {
        id: row.id,
        ruleset: row.ruleset,
        rulesetVersion: ruleset.version,
        name: row.name,
        title: ruleset.title,
        options: row.options as Record<string, unknown>,
        status: row.status as GameStatus,
        visibility: row.isPublic ? 'public' : 'private',
        ...(row.inviteCode !== null && participates(row, accountId) ? { inviteCode: row.inviteCode } : {}),
        createdBy: creators.get(row.createdBy) ?? { id: row.createdBy, name: '' },
        createdAt: row.createdAt.toISOString(),
        updatedAt: updatedAt(row).toISOString(),
        ...(row.endedAt ? { endedAt: row.endedAt.toISOString() } : {}),
        ...(outcomes.has(row.id) ? { outcome: outcomes.get(row.id)! } : {}),
        version: row.version,
        seedHash: row.seedHash,
        ...(finished ? { seed: row.seed } : {}),
        seats: this.seatSpecs(row).map((spec) => {
          const seat = held.get(spec.id);
          return { seat: spec.id, label: spec.label, player: seat ? { id: seat.account.id, name: seat.account.closedAt ? FORMER_PLAYER : seat.account.name } : null };
        }),
        yourSeat: row.seats.find((s) => s.accountId === accountId)?.seat ?? null,
        awaiting: row.awaiting,
        deadlines: rowDeadlines(row.deadlines),
        outOfTime: row.outOfTime,
        timeControl: (row.timeControl as PerMoveTimeControl | null) ?? null,
      };
    });
  }
}
