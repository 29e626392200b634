/**
 * One socket's game stream: from the client's resume point, every event
 * redacted for the listener, in order, none twice, none skipped. Each run
 * catches up from the store by sequence number, so a notice is only a
 * wake-up: a lost, repeated or out-of-order one changes nothing. Appends
 * made by this process come with their entries and position, and when they
 * continue the client's log exactly they are sent without reading anything.
 */
import { eventWords } from '../kernel/words.js';
import { redactEntries, type LogEntry } from '../kernel/log.js';
import type { Position } from '../kernel/engine.js';
import { seatDeadline } from '../kernel/control.js';
import { takeBackReach } from '../kernel/take-back.js';
import type { GameMeta, GamePlay } from '../games/game-play.js';
import { maySee, readWholeBatches, seatOf, viewerFor } from '../games/access.js';
import type { LocalAppend } from './hub.js';
import { Pump } from '../pump.js';
import { CLOSE, type MessageSocket } from './message-socket.js';
import { gameOverMessage, seatPrompts, type GameProgress } from './game-progress.js';
import type { StreamReads } from './stream-reads.js';

/** The services a game stream reads from. */
export interface GameStreamServices {
  readonly reads: StreamReads;
  readonly play: GamePlay;
}

/** Events per message when catching up a long way (a batch is never split, so a message may hold a few more). */
const PAGE = 500;

/** Local appends held for the next run; past this the run reads the log instead. */
const LOCAL_LIMIT = 32;

/** Streams one game to one socket. */
export class GameSession {
  private readonly pump: Pump;
  /** The version at which the seat was last sent its prompts. */
  private promptedAt = -1;
  /** Appends this process made since the last run, in version order. */
  private local: LocalAppend[] = [];
  /** The latest notice this session was woken by (see StreamReads.shared). */
  private epoch = 0;
  /** Pushes the game's messages the listener may read, from those written after the stream opened. */
  private readonly messagePump: Pump;
  /** The id of the last message pushed (or, before the first run, null: start after the latest). */
  private messagesAfter: string | null = null;

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
        socket.closeAfterFailure(err);
      },
    );
    this.messagePump = new Pump(
      () => this.pushMessages(),
      (err) => log(`message stream of ${gameId} failed: ${(err as Error).message}`),
    );
    this.messagePump.kick();
  }

  /** Pushes the messages written since the last push, now or right after the push in progress. */
  kickMessages(): void {
    this.messagePump.kick();
  }

  private async pushMessages(): Promise<void> {
    const { reads, play } = this.services;
    if (this.messagesAfter === null) {
      this.messagesAfter = await reads.latestMessage(this.gameId);
      return;
    }
    if (!this.socket.open) return;
    const meta = play.knownMeta(this.gameId) ?? (await play.meta(this.gameId));
    if (!meta || !maySee(meta, this.socket.accountId)) return;
    const progress = await reads.gameProgress(this.gameId);
    const reader = { accountId: this.socket.accountId, seat: seatOf(meta, this.socket.accountId), over: progress?.over ?? false };
    // Lines written while the game is muted are passed over for good, not pushed once it is unmuted.
    const muted = await reads.muted(this.gameId, this.socket.accountId);
    for (;;) {
      const messages = await reads.messages(this.gameId, reader, this.messagesAfter);
      if (!muted) for (const message of messages) await this.socket.send({ type: 'message', gameId: this.gameId, message });
      if (messages.length === 0) return;
      this.messagesAfter = messages.at(-1)!.id;
    }
  }

  /**
   * Whether the client has no event yet, so that the game may not have
   * started: until then it can be cancelled, or a seat freed, without an
   * append (every game's log begins with its start).
   */
  get beforeStart(): boolean {
    return this.lastSeq === 0;
  }

  /** Catches up now, or again right after the run in progress; woken by notice number `epoch`, with the append this process just made, if it did. */
  kick(epoch: number, local?: LocalAppend): void {
    this.epoch = epoch;
    if (local) this.local = this.local.length < LOCAL_LIMIT ? [...this.local, local] : [];
    this.pump.kick();
  }

  private async catchUp(): Promise<void> {
    if (!this.socket.open) return;
    // At hand, the meta data costs no wait, so a local append's events go out within the notice, ahead of the answers to
    // the commands committed with it (which would otherwise all be written before any stream is served). Otherwise (a game
    // not started, whose seats may still change) the sockets woken by one notice share one read of it.
    const { reads, play } = this.services;
    const { gameId, epoch } = this;
    const meta = play.knownMeta(gameId) ?? (await reads.shared(`meta ${gameId} ${epoch}`, () => play.meta(gameId)));
    // A game not started may be cancelled, and a private game's participants may change before the start (a player leaves,
    // or the creator frees a seat): one who is no longer among them sees the game no more, as the HTTP API's 404 says, open
    // socket or not. The lobby's notice of either wakes this run (or, if it was lost, the next heartbeat: GameStreams.recheck).
    if (!meta || !maySee(meta, this.socket.accountId)) return this.socket.close(CLOSE.gone, 'no such game');
    const local = this.takeLocal();
    if (local) {
      await this.sendEvents(meta, local.progress, local.entries);
      return this.sendNext(meta, local.progress, local.position);
    }
    const read = (after: number) => reads.shared(`log ${gameId} ${after} ${epoch}`, () => readWholeBatches((a, limit) => reads.log.read(gameId, a, limit), (e) => e, after, PAGE));
    // The row and the first page are read at once (one round trip, not two); either may be the newer.
    const [progress, first] = await Promise.all([reads.shared(`row ${gameId} ${epoch}`, () => reads.gameProgress(gameId)), read(this.lastSeq)]);
    if (!progress) return this.socket.close(CLOSE.gone, 'no such game');
    let page = first;
    while (this.socket.open) {
      // Only up to the row's version, which the viewer is chosen for; a version always ends a batch.
      const entries = page.filter((e) => e.seq <= progress.version);
      await this.sendEvents(meta, progress, entries);
      if (this.lastSeq >= progress.version || (entries.length === 0 && page !== first)) break;
      page = await read(this.lastSeq);
    }
    if (this.lastSeq >= progress.version) await this.sendNext(meta, progress, null);
  }

  /**
   * The local appends that continue the client's log exactly, joined; null
   * when there are none, or when one is missing (made elsewhere, or dropped):
   * then the log is read.
   */
  private takeLocal(): LocalAppend | null {
    const pending = this.local;
    this.local = [];
    const chain: LocalAppend[] = [];
    for (const append of pending) {
      const next = (chain.at(-1)?.position.version ?? this.lastSeq) + 1;
      if (append.position.version < next) continue; // already sent
      if (append.entries[0]!.seq !== next) return null;
      chain.push(append);
    }
    const last = chain.at(-1);
    return last ? { entries: chain.flatMap((a) => a.entries), position: last.position, progress: last.progress } : null;
  }

  /** Sends entries that follow the client's log, redacted for the listener at `progress`: whole once the game is over, else as its seat or the public sees them. */
  private async sendEvents(meta: GameMeta, progress: GameProgress, entries: readonly LogEntry[]): Promise<void> {
    if (entries.length === 0 || !this.socket.open) return;
    const viewer = viewerFor(meta, this.socket.accountId, progress.over);
    await this.socket.send({ type: 'events', gameId: this.gameId, entries: redactEntries(entries, viewer, eventWords(meta.ruleset)) });
    this.lastSeq = entries.at(-1)!.seq;
  }

  /** Once the client has the log up to `progress`: how the game ended (and goodbye), or what the listener's seat may do. `known` is the position there, if at hand. */
  private async sendNext(meta: GameMeta, progress: GameProgress, known: Position | null): Promise<void> {
    const { play } = this.services;
    if (!this.socket.open) return;
    if (progress.over) {
      const over = gameOverMessage(meta, known ?? (await play.position(meta)));
      if (over) await this.socket.send(over);
      return this.socket.close(CLOSE.normal, 'game over');
    }
    const seat = seatOf(meta, this.socket.accountId);
    if (seat === null || !progress.awaiting.includes(seat) || this.promptedAt >= progress.version) return;
    const at = known ?? (await play.position(meta));
    // A position that has moved on belongs to events not sent yet; the notice of that move comes next.
    if (at.version !== progress.version) return;
    this.promptedAt = at.version;
    const prompts = seatPrompts(meta, at, seat);
    const deadline = seatDeadline(progress.deadlines, seat);
    const takeBack = takeBackReach(at.takeBack, seat, false);
    await this.socket.send({ type: 'your-turn', gameId: this.gameId, seat, version: at.version, prompts, ...(takeBack ? { takeBack } : {}), ...(deadline ? { deadline } : {}) });
  }
}
