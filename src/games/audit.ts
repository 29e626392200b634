/**
 * Auditing a game: what one seat saw and when, and — once the game is over
 * and its seed revealed — a check of the whole log: the seed against its
 * published hash, the hash chain, every roll re-derived from the seed, and a
 * replay of every command through the rules that must give the logged events
 * and the same final state.
 */
import type { EventLog } from '../store/event-log.js';
import type { SeatId } from '../kernel/ruleset.js';
import { GENESIS_HASH, entryHash, redactEntries, type LogEntry, type VisibleEntry } from '../kernel/log.js';
import { deriveRoll, entrySalts, seedCommitment } from '../kernel/dice.js';
import { fold, initialPosition, verify } from '../kernel/engine.js';
import { stateHash } from '../kernel/canonical.js';
import type { GameMeta } from './game-play.js';
import { readWholeBatches } from './access.js';
import { rememberRecent } from '../recent.js';
import type { PrismaClient } from '../generated/prisma/client.js';

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
  find(gameId: string, version: number): Promise<VerificationReport | null>;
  save(gameId: string, version: number, report: VerificationReport): Promise<void>;
}

/** Reports kept in the database (verification_reports), for every instance and every restart. */
export function savedReportsIn(prisma: PrismaClient): SavedReports {
  return {
    async find(gameId, version) {
      const row = await prisma.verificationReportRow.findUnique({ where: { gameId } });
      return row && row.version === version ? (row.report as unknown as VerificationReport) : null;
    },
    async save(gameId, version, report) {
      // Two instances may work out the same report at once: the first to save it stands (both found the same); a later version replaces it.
      await prisma.$executeRaw`
        INSERT INTO verification_reports (game_id, version, report) VALUES (${gameId}::uuid, ${version}, ${JSON.stringify(report)}::jsonb)
        ON CONFLICT (game_id) DO UPDATE SET version = EXCLUDED.version, report = EXCLUDED.report, checked_at = now()
         WHERE verification_reports.version < EXCLUDED.version`;
    },
  };
}

/**
 * Verification reports of finished games, which never change: each game is
 * replayed once and its report saved (a replay of a long game holds the
 * event loop for a good part of a second, so asking again, or asking for
 * game after game, must not replay again); askers at the same moment share
 * the work, and the most recently asked are kept at hand.
 */
export class FinishedGameReports {
  private readonly reports = new Map<string, Promise<VerificationReport>>();

  constructor(
    private readonly store: EventLog,
    private readonly saved: SavedReports,
    private readonly limit = 100,
  ) {}

  /** The report of a finished game at its final version. */
  report(meta: GameMeta, version: number): Promise<VerificationReport> {
    const key = `${meta.id}:${version}`;
    let report = this.reports.get(key);
    if (!report) {
      report = this.savedOrWorkedOut(meta, version);
      // A failure (the database, say) is not kept: the next ask tries again.
      report.catch(() => this.reports.delete(key));
    }
    rememberRecent(this.reports, key, report, this.limit);
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

/** "What I saw, and when": a seat's redaction of the log after `afterSeq`, whole batches of about `limit` events. */
export async function seatHistory(store: EventLog, meta: GameMeta, seat: SeatId, afterSeq: number, limit: number): Promise<SeenEntry[]> {
  const items = await readWholeBatches((after, n) => store.readRecorded(meta.id, after, n), (item) => item.entry, afterSeq, limit);
  const visible = redactEntries(
    items.map((i) => i.entry),
    { kind: 'seat', seat },
  );
  return visible.map((entry, i) => ({ recordedAt: items[i]!.recordedAt.toISOString(), entry }));
}
