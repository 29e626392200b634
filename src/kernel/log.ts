/**
 * The shape of a game's log: each stored event with who may see it, what
 * caused it and a hash chain, and the per-viewer redaction of it.
 */
import type { Roll } from './dice.js';
import type { Emitted, GameCommand, GameEvent, SeatId, Viewer } from './ruleset.js';
import { canonicalJson, sha256Hex } from './canonical.js';

/** What caused a batch of events: a seat's command (or the system's `start`) and the dice it drew. */
export interface Cause {
  /** The acting seat; null for the system (game start, timeouts applied by the server). */
  readonly seat: SeatId | null;
  readonly command: GameCommand;
  /** The game-wide number of the first draw this batch made. */
  readonly diceFrom: number;
  readonly rolls: readonly Roll[];
}

/** One stored event. The first event of each batch carries the batch's cause. */
export interface LogEntry {
  /** 1-based, contiguous within a game. */
  readonly seq: number;
  readonly event: GameEvent;
  /** Null when everyone may see the event; otherwise the seats that may. */
  readonly visibleTo: readonly SeatId[] | null;
  /** What everyone else sees; null means they see only that something happened. */
  readonly redacted: GameEvent | null;
  readonly cause: Cause | null;
  readonly prevHash: string;
  readonly hash: string;
}

/** An event as one viewer may see it. */
export interface VisibleEntry {
  readonly seq: number;
  /** The event, its redacted form, or `{ type: "hidden" }`. */
  readonly event: GameEvent;
  /** True when the viewer sees less than the whole event. */
  readonly redacted: boolean;
  /** The event in words, from `event` as this viewer has it (Ruleset.describeEvent); present where the redaction was given a ruleset's words. */
  readonly text?: string;
  /** Present on the first event of a batch; command and rolls only where the viewer may see them, where the dice began only for an omniscient one. */
  readonly cause?: { readonly seat: SeatId | null; readonly command?: GameCommand; readonly diceFrom?: number; readonly rolls?: readonly Roll[] };
  /** For an omniscient viewer (a game over): who could see the whole event while it ran (null: everyone). */
  readonly visibleTo?: readonly SeatId[] | null;
  /** For an omniscient viewer: what the others were shown instead (null: only that something happened). */
  readonly redactedForm?: GameEvent | null;
  readonly prevHash: string;
  readonly hash: string;
}

/** The hash that precedes a game's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * The chain hash of an entry: SHA-256 over the previous hash, the entry's
 * secret salt (from the game's seed, see dice.ts) and its canonical content.
 * The salt is what keeps a hidden entry's content from being guessed and
 * checked against its public hash while the game runs.
 */
export function entryHash(entry: Omit<LogEntry, 'hash'>, salt: string): string {
  return sha256Hex(entry.prevHash + salt + canonicalJson({ ...entry, prevHash: undefined }));
}

/** Turns one batch of decided events into log entries that follow `prevHash` at `nextSeq`, salted by `salt(seq)`. */
export function toEntries(emitted: readonly Emitted[], cause: Cause, nextSeq: number, prevHash: string, salt: (seq: number) => string): LogEntry[] {
  if (emitted.length === 0) throw new Error('a legal command must produce at least one event');
  const entries: LogEntry[] = [];
  let prev = prevHash;
  emitted.forEach((e, i) => {
    const partial = {
      seq: nextSeq + i,
      event: e.event,
      visibleTo: e.visibleTo ? [...e.visibleTo] : null,
      redacted: e.visibleTo ? (e.redacted ?? null) : null,
      cause: i === 0 ? cause : null,
      prevHash: prev,
    };
    const hash = entryHash(partial, salt(partial.seq));
    entries.push({ ...partial, hash });
    prev = hash;
  });
  return entries;
}

/** Whether a viewer may see the whole of an entry. */
function canSee(entry: Pick<LogEntry, 'visibleTo'>, viewer: Viewer): boolean {
  if (entry.visibleTo === null || viewer.kind === 'omniscient') return true;
  return viewer.kind === 'seat' && entry.visibleTo.includes(viewer.seat);
}

/**
 * Redacts a batch for a viewer. A batch's command is shown to its own seat and
 * its rolls only to viewers who see every event of the batch, since a command
 * or a shuffle's draws could reveal what the events hide. An omniscient
 * viewer gets each entry whole — who could see it, what the others saw, where
 * the batch's dice began — so that anyone can recompute its hash.
 */
function redactBatch(batch: readonly LogEntry[], viewer: Viewer, say: EventWords | undefined): VisibleEntry[] {
  if (viewer.kind === 'omniscient') return batch.map((e) => wholeEntry(e, say));
  const seesAll = batch.every((e) => canSee(e, viewer));
  return batch.map((entry) => {
    const full = canSee(entry, viewer);
    const event = full ? entry.event : (entry.redacted ?? { type: 'hidden' });
    const visible: VisibleEntry = { seq: entry.seq, event, redacted: !full, ...(say && { text: say(event, viewer) }), prevHash: entry.prevHash, hash: entry.hash };
    if (!entry.cause) return visible;
    const own = viewer.kind === 'seat' && viewer.seat === entry.cause.seat;
    return {
      ...visible,
      cause: {
        seat: entry.cause.seat,
        ...(seesAll || own ? { command: entry.cause.command } : {}),
        ...(seesAll ? { rolls: entry.cause.rolls } : {}),
      },
    };
  });
}

/** An entry as an omniscient viewer sees it: all that its hash covers. */
function wholeEntry(entry: LogEntry, say: EventWords | undefined): VisibleEntry {
  const { seq, event, visibleTo, redacted, cause, prevHash, hash } = entry;
  return { seq, event, redacted: false, ...(say && { text: say(event, { kind: 'omniscient' }) }), ...(cause ? { cause } : {}), visibleTo, redactedForm: redacted, prevHash, hash };
}

/** Splits entries into batches at each entry that carries a cause. A leading partial batch stays whole. */
export function batches(entries: readonly LogEntry[]): LogEntry[][] {
  const out: LogEntry[][] = [];
  for (const e of entries) {
    const last = out.at(-1);
    if (e.cause || !last) out.push([e]);
    else last.push(e);
  }
  return out;
}

/** How a ruleset says an event as a viewer has it (Ruleset.describeEvent, or the kernel's fallback: `eventWords`). */
export type EventWords = (event: GameEvent, viewer: Viewer) => string;

/** Redacts a run of entries for a viewer, batch by batch; with `say`, each entry gets its `text` from the event as the viewer has it. */
export function redactEntries(entries: readonly LogEntry[], viewer: Viewer, say?: EventWords): VisibleEntry[] {
  return batches(entries).flatMap((b) => redactBatch(b, viewer, say));
}
