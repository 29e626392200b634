/**
 * Messages in a game (issue 41): the players' own words, kept beside the game
 * and never in its log, so the log's hash chain and verification are as they
 * were. Who reads a line is decided here, in the one query every reader goes
 * through (GET /games/{gameId}/messages and the game stream alike):
 *
 * - a line from a seat to every seat is heard by anyone who may see the game;
 * - a private line (from a seat to one seat) by those two seats only, even
 *   once the game is over;
 * - the spectators' room (lines of accounts holding no seat) by those who
 *   hold no seat, and by the players only once the game is over;
 * - a blocked account's lines by nobody who blocked it; a muted game's lines
 *   are not pushed to whoever muted it (they stay readable on request).
 */
import type pg from 'pg';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

/** The longest line, in characters (UTF-16 code units, as the schema counts them). */
export const MESSAGE_MAX_LENGTH = 2000;

/** How a closed account is named wherever its words or seats are shown. */
export const FORMER_PLAYER = 'a former player';

/** The NOTIFY channel that carries `{ g: gameId }` when a message is written in a game. */
export const MESSAGES_CHANNEL = 'sortie_messages';

/** A message as a reader is shown it. */
export interface GameMessageView {
  /** Its id, in the order written (pass as `after` to read on). */
  readonly id: string;
  /** players: a seat wrote it; spectators: the spectators' room. */
  readonly room: 'players' | 'spectators';
  /** The seat that wrote it; null in the spectators' room. */
  readonly seat: string | null;
  /** The one seat a private line is to; null for a line to every seat. */
  readonly to: string | null;
  /** Who wrote it ("a former player" once that account is closed). */
  readonly author: string;
  readonly text: string;
  readonly at: string;
}

/** Who reads: an account (or nobody, anonymous), the seat it holds in the game, and whether the game is over. */
export interface MessageReader {
  readonly accountId: string | null;
  readonly seat: string | null;
  readonly over: boolean;
}

type Row = { id: string; from_seat: string | null; to_seat: string | null; text: string; created_at: Date; name: string; closed: boolean };

/**
 * The messages of a game after id `after` that `reader` may read, oldest
 * first, at most `limit`.
 */
export async function readMessages(pool: pg.Pool, gameId: string, reader: MessageReader, after: string, limit: number): Promise<GameMessageView[]> {
  const { rows } = await pool.query<Row>({
    name: 'sortie-game-messages',
    text: `SELECT m.id::text AS id, m.from_seat, m.to_seat, m.text, m.created_at, a.name, (a.closed_at IS NOT NULL) AS closed
             FROM game_messages m JOIN accounts a ON a.id = m.author_id
            WHERE m.game_id = $1 AND m.id > $2::bigint
              AND CASE WHEN m.to_seat IS NOT NULL THEN $3::text IN (m.from_seat, m.to_seat)
                       WHEN m.from_seat IS NOT NULL THEN true
                       ELSE ($3::text IS NULL OR $4::boolean) END
              AND NOT EXISTS (SELECT 1 FROM account_blocks b WHERE b.account_id = $5::uuid AND b.blocked_id = m.author_id)
            ORDER BY m.id LIMIT $6`,
    values: [gameId, after, reader.seat, reader.over, reader.accountId, limit],
  });
  return rows.map((r) => ({
    id: r.id,
    room: r.from_seat === null ? 'spectators' : 'players',
    seat: r.from_seat,
    to: r.to_seat,
    author: r.closed ? FORMER_PLAYER : r.name,
    text: r.text,
    at: r.created_at.toISOString(),
  }));
}

/** Writing messages, muting a game, blocking an account. */
export class GameMessages {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly pool: pg.Pool,
    /** Tells this process's streams (on the embedded database; on PostgreSQL the NOTIFY does). */
    private readonly written: (gameId: string) => void,
    private readonly postgres: boolean,
  ) {}

  /** Writes a line (`fromSeat` null: the spectators' room; `toSeat` set: a private line) and tells the game's streams once it is committed. */
  async write(gameId: string, authorId: string, fromSeat: string | null, toSeat: string | null, text: string): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await tx.gameMessage.create({ data: { gameId, authorId, fromSeat, toSeat, text } });
      if (this.postgres) await notifyMessage(tx, gameId);
    });
    if (!this.postgres) this.written(gameId);
  }

  /** A page of what `reader` may read. */
  read(gameId: string, reader: MessageReader, after: string, limit: number): Promise<GameMessageView[]> {
    return readMessages(this.pool, gameId, reader, after, limit);
  }

  /** Mutes (or, with `muted` false, unmutes) a game's messages for an account. */
  async mute(gameId: string, accountId: string, muted: boolean): Promise<void> {
    if (muted) await this.prisma.messageMute.upsert({ where: { gameId_accountId: { gameId, accountId } }, create: { gameId, accountId }, update: {} });
    else await this.prisma.messageMute.deleteMany({ where: { gameId, accountId } });
  }

  /** Blocks (or unblocks) an account for another. */
  async block(accountId: string, blockedId: string, blocked: boolean): Promise<void> {
    if (blocked) await this.prisma.accountBlock.upsert({ where: { accountId_blockedId: { accountId, blockedId } }, create: { accountId, blockedId }, update: {} });
    else await this.prisma.accountBlock.deleteMany({ where: { accountId, blockedId } });
  }

  /** Whether `accountId` has blocked `other`. */
  async blocks(accountId: string, other: string): Promise<boolean> {
    return (await this.prisma.accountBlock.count({ where: { accountId, blockedId: other } })) > 0;
  }

  /** The names of the accounts `accountId` blocks. */
  async blocked(accountId: string): Promise<string[]> {
    const rows = await this.prisma.accountBlock.findMany({ where: { accountId }, select: { blockedId: true }, orderBy: { createdAt: 'asc' } });
    const names = await this.prisma.account.findMany({ where: { id: { in: rows.map((r) => r.blockedId) } }, select: { name: true } });
    return names.map((n) => n.name);
  }

  /** Every line an account wrote, oldest first (its own data: GET /me/export). */
  async writtenBy(authorId: string): Promise<{ gameId: string; seat: string | null; to: string | null; text: string; at: string }[]> {
    const rows = await this.prisma.gameMessage.findMany({ where: { authorId }, orderBy: { id: 'asc' } });
    return rows.map((r) => ({ gameId: r.gameId, seat: r.fromSeat, to: r.toSeat, text: r.text, at: r.createdAt.toISOString() }));
  }
}

/** Sends the notice of a message within its transaction: delivered on commit, never for one rolled back. */
async function notifyMessage(tx: Prisma.TransactionClient, gameId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${MESSAGES_CHANNEL}, json_build_object('g', ${gameId}::uuid)::text)`;
}

/** The id of a game's latest message ("0" for none): where a stream opened now starts pushing. */
export async function latestMessageId(pool: pg.Pool, gameId: string): Promise<string> {
  const { rows } = await pool.query<{ id: string | null }>({ name: 'sortie-latest-game-message', text: 'SELECT max(id)::text AS id FROM game_messages WHERE game_id = $1', values: [gameId] });
  return rows[0]?.id ?? '0';
}

/** Whether an account muted a game's messages: they are then not pushed to it, nor told in its notices. */
export async function hasMuted(pool: pg.Pool, gameId: string, accountId: string): Promise<boolean> {
  const { rows } = await pool.query({ name: 'sortie-message-mute', text: 'SELECT 1 FROM message_mutes WHERE game_id = $1 AND account_id = $2', values: [gameId, accountId] });
  return rows.length > 0;
}
