/** Who sees what of a game: the viewer an account is, and the log as that viewer may read it. */
import type { Viewer } from '../kernel/ruleset.js';
import { eventWords } from '../kernel/words.js';
import { redactEntries, type LogEntry, type VisibleEntry } from '../kernel/log.js';
import type { EventLog } from '../store/event-log.js';
import type { GameMeta } from './game-play.js';

/** The seat an account holds in a game, if any (an account holds at most one seat a game). */
export function seatOf(meta: GameMeta, accountId: string | null): string | null {
  if (accountId === null) return null;
  for (const [seat, holder] of meta.seats) if (holder === accountId) return seat;
  return null;
}

/**
 * The viewer an account is in a game: everything once the game is over,
 * its seat while it plays, and the public (spectator) view otherwise.
 */
export function viewerFor(meta: GameMeta, accountId: string | null, over: boolean): Viewer {
  if (over) return { kind: 'omniscient' };
  const seat = seatOf(meta, accountId);
  return seat ? { kind: 'seat', seat } : { kind: 'public' };
}

/** Whether an account takes part in a game: created it, or holds a seat (`holders`: the accounts of its taken seats). */
export function takesPart(createdBy: string, holders: Iterable<string>, accountId: string | null): boolean {
  if (accountId === null) return false;
  if (createdBy === accountId) return true;
  for (const holder of holders) if (holder === accountId) return true;
  return false;
}

/** Whether an account takes part in a game: holds a seat or created it. */
export function isParticipant(meta: GameMeta, accountId: string | null): boolean {
  return takesPart(meta.createdBy, meta.seats.values(), accountId);
}

/** Whether an account may see a game at all: a public game anyone may; a private one only its participants. */
export function maySee(meta: GameMeta, accountId: string | null): boolean {
  return meta.isPublic || isParticipant(meta, accountId);
}

const TAIL_PAGE = 64;

/**
 * Reads at most about `limit` items after `afterSeq`, going on past the limit
 * to the end of the last batch: a batch redacted in part could show rolls or
 * a command that its unread, hidden events make secret.
 */
export async function readWholeBatches<T>(read: (afterSeq: number, limit: number) => Promise<T[]>, entryOf: (item: T) => LogEntry, afterSeq: number, limit: number): Promise<T[]> {
  const items = await read(afterSeq, limit);
  if (items.length < limit) return items;
  for (;;) {
    const more = await read(entryOf(items.at(-1)!).seq, TAIL_PAGE);
    const next = more.findIndex((item) => entryOf(item).cause !== null);
    if (next >= 0) return [...items, ...more.slice(0, next)];
    items.push(...more);
    if (more.length < TAIL_PAGE) return items;
  }
}

/** An event as a viewer may see it, with when it was recorded (ISO 8601). */
export type RecordedEntry = VisibleEntry & { readonly recordedAt: string };

/** A game's events after `afterSeq` (about `limit` of them, whole batches), redacted for a viewer, each with when it was recorded. */
export async function readVisible(store: EventLog, meta: GameMeta, viewer: Viewer, afterSeq: number, limit: number): Promise<RecordedEntry[]> {
  const items = await readWholeBatches((after, n) => store.readRecorded(meta.id, after, n), (item) => item.entry, afterSeq, limit);
  const visible = redactEntries(
    items.map((i) => i.entry),
    viewer,
    eventWords(meta.ruleset),
  );
  return visible.map((entry, i) => ({ ...entry, recordedAt: items[i]!.recordedAt.toISOString() }));
}
