/**
 * One socket's game stream: from the client's resume point, every event
 * redacted for the listener, in order, none twice, none skipped. Each run
 * catches up from the store by sequence number, so a notice is only a
 * wake-up: a lost, repeated or out-of-order one changes nothing.
 */
import { redactEntries } from '../kernel/log.js';
import type { Prompt } from '../kernel/ruleset.js';
import type { GamePlay } from '../games/game-play.js';
import { readWholeBatches, seatOf, viewerFor } from '../games/access.js';
import { Pump } from './pump.js';
import { CLOSE, type MessageSocket } from './message-socket.js';
import { gameOverMessage } from './game-status.js';
import type { StreamReads } from './stream-reads.js';

/** The services a game stream reads from. */
export interface GameStreamServices {
  readonly reads: StreamReads;
  readonly play: GamePlay;
}

/** Events per message when catching up a long way (a batch is never split, so a message may hold a few more). */
const PAGE = 500;

/** Streams one game to one socket. */
export class GameSession {
  private readonly pump: Pump;
  /** The version at which the seat was last sent its prompts. */
  private promptedAt = -1;

  constructor(
    private readonly services: GameStreamServices,
    private readonly socket: MessageSocket,
    private readonly gameId: string,
    /** The seq of the last event the client has. */
    private lastSeq: number,
    log: (message: string) => void,
  ) {
    this.pump = new Pump(
      () => this.catchUp(),
      (err) => {
        log(`game stream of ${gameId} failed: ${(err as Error).message}`);
        socket.close(CLOSE.internal, 'internal error');
      },
    );
  }

  /** Catches up now, or again right after the run in progress. */
  kick(): void {
    this.pump.kick();
  }

  private async catchUp(): Promise<void> {
    const { reads, play } = this.services;
    if (!this.socket.open) return;
    const read = (after: number) => readWholeBatches((a, limit) => reads.store.read(this.gameId, a, limit), (e) => e, after, PAGE);
    // The row and the first page are read at once (one round trip, not two); either may be the newer.
    const [meta, status, first] = await Promise.all([play.meta(this.gameId), reads.gameStatus(this.gameId), read(this.lastSeq)]);
    if (!meta || !status) return this.socket.close(CLOSE.gone, 'no such game');
    // Whole once the game is over; otherwise as the listener's seat, or the public, sees it.
    const viewer = viewerFor(meta, this.socket.accountId, status.over);
    let page = first;
    while (this.socket.open) {
      // Only up to the row's version, which the viewer was chosen for; a version always ends a batch.
      const entries = page.filter((e) => e.seq <= status.version);
      if (entries.length > 0) {
        await this.socket.send({ type: 'events', gameId: this.gameId, entries: redactEntries(entries, viewer) });
        this.lastSeq = entries.at(-1)!.seq;
      }
      if (this.lastSeq >= status.version || (entries.length === 0 && page !== first)) break;
      page = await read(this.lastSeq);
    }
    if (!this.socket.open || this.lastSeq < status.version) return;
    if (status.over) {
      const over = await gameOverMessage(play, meta);
      if (over) await this.socket.send(over);
      return this.socket.close(CLOSE.normal, 'game over');
    }
    const seat = seatOf(meta, this.socket.accountId);
    if (seat === null || !status.awaiting.includes(seat) || this.promptedAt >= status.version) return;
    const at = await play.position(meta);
    // A position that has moved on belongs to events not sent yet; the notice of that move comes next.
    if (at.version !== status.version) return;
    this.promptedAt = at.version;
    const all = meta.ruleset.prompts(at.state) as readonly Prompt[];
    // Field by field, so nothing a ruleset adds to a prompt reaches the socket unseen.
    const prompts = all.filter((p) => p.seat === seat).map((p) => ({ seat: p.seat, kind: p.kind, text: p.text, options: [...p.options] }));
    await this.socket.send({ type: 'your-turn', gameId: this.gameId, seat, version: at.version, prompts });
  }
}
