/**
 * Auditing a game: what one seat saw and when, and — once the game is over
 * and its seed revealed — a check of the whole log: the seed against its
 * published hash, the hash chain, every roll re-derived from the seed, and a
 * replay of every command through the rules that must give the logged events
 * and the same final state.
 */
import type { EventLog } from '../store/event-log.js';
import type { SeatId } from '../kernel/ruleset.js';
import { GENESIS_HASH, entryHash, type LogEntry, type VisibleEntry } from '../kernel/log.js';
import { deriveRoll, entrySalts, seedCommitment } from '../kernel/dice.js';
import { fold, initialPosition, verify } from '../kernel/engine.js';
import { stateHash } from '../kernel/canonical.js';
import type { GameMeta } from './game-play.js';
import { readVisible } from './access.js';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

/** One logged roll checked against the seed. */
export interface RollCheck {
  readonly seq: number;
  /** The game-wide number of the draw. */
  readonly draw: number;
  readonly sides: number;
  readonly value: number;
  /** What the seed gives for this draw (null when the logged die cannot be rolled). */
  readonly derived: number | null;
  readonly ok: boolean;
}

/** What checking a finished game's log found. */
export interface VerificationReport {
  readonly ok: boolean;
  readonly seed: string;
  readonly seedHash: string;
  readonly seedMatchesHash: boolean;
  readonly events: number;
  /** Each entry hashes to its `hash` and names the previous entry's hash. */
  readonly chain: { readonly ok: boolean; readonly brokenAt?: number };
  readonly rolls: readonly RollCheck[];
  /** Every command replayed through the rules with the seed's dice gives exactly the logged events. */
  readonly replay: { readonly ok: boolean; readonly problem?: { readonly seq: number; readonly reason: string } };
  /** The state folded from the log and the state the replay reaches hash the same. */
  readonly finalState: { readonly ok: boolean; readonly loggedHash: string | null; readonly replayedHash: string };
}

function chainBreak(entries: readonly LogEntry[], seed: string): number | undefined {
  const salt = entrySalts(seed);
  let prev = GENESIS_HASH;
  for (const { hash, ...rest } of entries) {
    if (rest.prevHash !== prev || entryHash(rest, salt(rest.seq)) !== hash) return rest.seq;
    prev = hash;
  }
  return undefined;
}

function rollChecks(entries: readonly LogEntry[], seed: string): RollCheck[] {
  return entries.flatMap(({ seq, cause }) =>
    (cause?.rolls ?? []).map(([sides, value], i) => {
      const draw = cause!.diceFrom + i;
      let derived: number | null;
      try {
        derived = deriveRoll(seed, draw, sides);
      } catch {
        derived = null;
      }
      return { seq, draw, sides, value, derived, ok: derived === value };
    }),
  );
}

function foldedHash(meta: GameMeta, entries: readonly LogEntry[]): string | null {
  try {
    return stateHash(fold(meta.ruleset, initialPosition(meta.ruleset, meta.options), entries).state);
  } catch {
    return null;
  }
}

/** Checks a game's whole log against its seed. */
async function verifyGame(store: EventLog, meta: GameMeta): Promise<VerificationReport> {
  const entries = await store.readAll(meta.id);
  const seedMatchesHash = seedCommitment(meta.seed) === meta.seedHash;
  const brokenAt = chainBreak(entries, meta.seed);
  const rolls = rollChecks(entries, meta.seed);
  const replayed = verify(meta.ruleset, meta.options, entries, meta.seed);
  const loggedHash = foldedHash(meta, entries);
  const finalState = { ok: replayed.ok && loggedHash === replayed.stateHash, loggedHash, replayedHash: replayed.stateHash };
  return {
    ok: seedMatchesHash && brokenAt === undefined && rolls.every((r) => r.ok) && replayed.ok && finalState.ok,
    seed: meta.seed,
    seedHash: meta.seedHash,
    seedMatchesHash,
    events: entries.length,
    chain: brokenAt === undefined ? { ok: true } : { ok: false, brokenAt },
    rolls,
    replay: replayed.problem ? { ok: false, problem: replayed.problem } : { ok: replayed.ok },
    finalState,
  };
}

/** Where finished games' reports are kept once worked out, by game; `version` is the game's last. */
export interface SavedReports {
  /** The report saved for the game at this version, if the log is still as it was when the report was worked out. */
  find(gameId: string, version: number): Promise<VerificationReport | null>;
  save(gameId: string, version: number, report: VerificationReport): Promise<void>;
}

/** A digest of a game's whole log as stored (every column an entry's hash covers, and the hash), worked out in the database: far cheaper than a replay. */
const logDigest = (gameId: string) => Prisma.sql`(SELECT md5(COALESCE(string_agg(e.hash || md5(e.seq || e.type || e.data::text || COALESCE(e.visible_to::text, '') || COALESCE(e.redacted::text, '') || COALESCE(e.cause::text, '') || e.prev_hash), '' ORDER BY e.seq), ''))
   FROM events e WHERE e.game_id = ${gameId}::uuid)`;

/** Reports kept in the database (verification_reports), for every instance and every restart, each with the digest of the log it checked. */
export function savedReportsIn(prisma: PrismaClient): SavedReports {
  return {
    async find(gameId, version) {
      const rows = await prisma.$queryRaw<{ report: VerificationReport }[]>`
        SELECT r.report FROM verification_reports r WHERE r.game_id = ${gameId}::uuid AND r.version = ${version} AND r.digest = ${logDigest(gameId)}`;
      return rows[0]?.report ?? null;
    },
    async save(gameId, version, report) {
      // Two instances may work out the same report at once: the first to save it stands (both found the same); a later version, or a log changed since, replaces it.
      await prisma.$executeRaw`
        INSERT INTO verification_reports (game_id, version, report, digest) VALUES (${gameId}::uuid, ${version}, ${JSON.stringify(report)}::jsonb, ${logDigest(gameId)})
        ON CONFLICT (game_id) DO UPDATE SET version = EXCLUDED.version, report = EXCLUDED.report, digest = EXCLUDED.digest, checked_at = now()
         WHERE verification_reports.version < EXCLUDED.version OR verification_reports.digest <> EXCLUDED.digest`;
    },
  };
}

/**
 * Verification reports of finished games. A finished game's log never
 * changes, so each is replayed once and its report saved (a replay of a long
 * game holds the event loop for a good part of a second, so asking again, or
 * asking for game after game, must not replay again); each ask checks in the
 * database that the log is still the one the report checked, so an edit
 * made later is found as an edit made before. Askers at the same moment
 * share the work.
 */
export class FinishedGameReports {
  private readonly pending = new Map<string, Promise<VerificationReport>>();

  constructor(
    private readonly store: EventLog,
    private readonly saved: SavedReports,
  ) {}

  /** The report of a finished game at its final version. */
  report(meta: GameMeta, version: number): Promise<VerificationReport> {
    const key = `${meta.id}:${version}`;
    let report = this.pending.get(key);
    if (!report) {
      report = this.savedOrWorkedOut(meta, version).finally(() => this.pending.delete(key));
      this.pending.set(key, report);
    }
    return report;
  }

  private async savedOrWorkedOut(meta: GameMeta, version: number): Promise<VerificationReport> {
    const saved = await this.saved.find(meta.id, version);
    if (saved) return saved;
    const report = await verifyGame(this.store, meta);
    await this.saved.save(meta.id, version, report);
    return report;
  }
}

/** One event as a seat saw it, with when it was recorded. */
export interface SeenEntry {
  readonly recordedAt: string;
  readonly entry: VisibleEntry;
}

/** "What I saw, and when": a seat's redaction of the log after `afterSeq`, whole batches of about `limit` events (even once the game is over). */
export async function seatHistory(store: EventLog, meta: GameMeta, seat: SeatId, afterSeq: number, limit: number): Promise<SeenEntry[]> {
  return (await readVisible(store, meta, { kind: 'seat', seat }, afterSeq, limit)).map(({ recordedAt, ...entry }) => ({ recordedAt, entry }));
}
