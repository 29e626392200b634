/** Who sees what of a game: the viewer an account is, and the log as that viewer may read it. */
import type { Viewer } from '../kernel/ruleset.js';
import { redactEntries, type VisibleEntry } from '../kernel/log.js';
import type { EventStore } from '../store/event-store.js';
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

/** A game's events after `afterSeq`, redacted for a viewer. */
export async function readVisible(store: EventStore, meta: GameMeta, viewer: Viewer, afterSeq: number, limit?: number): Promise<VisibleEntry[]> {
  return redactEntries(await store.read(meta.id, afterSeq, limit), viewer);
}
