/**
 * The personal streams of this instance. A notice names only a game and a
 * version, and may come from another instance (through LISTEN), so for each
 * notice about a game one of whose players listens here, the game's row says
 * who must act now (or, when this process made the append, the position it
 * reached), and those players' sockets are told.
 */
import type { Database } from '../store/database.js';
import type { GamePlay } from '../games/game-play.js';
import type { LocalAppend, NotificationHub } from './hub.js';
import { CLOSE, type MessageSocket } from './message-socket.js';
import { Pump } from './pump.js';
import { PersonalSession } from './personal-session.js';
import { gameOverMessage, readActiveSeats, statusAt } from './game-status.js';
import type { StreamReads } from './stream-reads.js';

/** The services the personal streams read from. */
export interface PersonalStreamServices {
  readonly db: Database;
  readonly reads: StreamReads;
  readonly play: GamePlay;
  readonly hub: NotificationHub;
}

/** Tells accounts listening here about their turns and results in every game. */
export class PersonalStreams {
  private readonly byAccount = new Map<string, Set<PersonalSession>>();
  /** One read at a time per game: a burst of notices about a game costs one or two reads. */
  private readonly pumps = new Map<string, Pump>();
  /** Per game, the latest append this process made, while no newer notice came from elsewhere. */
  private readonly local = new Map<string, LocalAppend>();
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly services: PersonalStreamServices,
    private readonly log: (message: string) => void,
  ) {}

  /** Starts listening to the hub. */
  start(): void {
    this.unsubscribe = this.services.hub.subscribe((notice, local) => {
      if (this.byAccount.size === 0) return;
      if (notice) {
        if (local) this.local.set(notice.gameId, local);
        else this.local.delete(notice.gameId);
        this.pumpFor(notice.gameId).kick();
      }
      // No notice means some may have been missed: every socket reads its games again.
      else for (const sessions of this.byAccount.values()) for (const s of sessions) this.sync(s);
    });
  }

  /** Stops listening. */
  stop(): void {
    this.unsubscribe?.();
  }

  /** Streams an account's turns and results to a socket: hello, the games waiting for it now, then changes. */
  open(socket: MessageSocket, heartbeatSeconds: number): void {
    const session = new PersonalSession(socket);
    const { accountId } = socket;
    const sessions = this.byAccount.get(accountId) ?? new Set();
    this.byAccount.set(accountId, sessions.add(session));
    socket.onClose(() => {
      sessions.delete(session);
      if (sessions.size === 0 && this.byAccount.get(accountId) === sessions) this.byAccount.delete(accountId);
    });
    void socket.send({ type: 'hello', stream: 'personal', accountId, heartbeatSeconds });
    this.sync(session);
  }

  /** Tells a socket about every active game of its account (at connect, and after notices may have been lost). */
  private sync(session: PersonalSession): void {
    readActiveSeats(this.services.db, session.socket.accountId).then(
      (seats) => {
        for (const s of seats) session.apply({ gameId: s.gameId, seat: s.seat, version: s.version, mustAct: s.awaiting.includes(s.seat), over: null });
      },
      (err: Error) => {
        this.log(`personal stream sync failed: ${err.message}`);
        session.socket.close(CLOSE.internal, 'internal error');
      },
    );
  }

  private pumpFor(gameId: string): Pump {
    let pump = this.pumps.get(gameId);
    if (!pump) {
      pump = new Pump(
        () => this.gameMoved(gameId),
        (err) => this.log(`personal notices for ${gameId} failed: ${(err as Error).message}`),
        () => this.pumps.delete(gameId),
      );
      this.pumps.set(gameId, pump);
    }
    return pump;
  }

  private async gameMoved(gameId: string): Promise<void> {
    const { reads, play } = this.services;
    const local = this.local.get(gameId);
    this.local.delete(gameId);
    const meta = await play.meta(gameId);
    const listening = meta ? [...meta.seats].filter(([, account]) => this.byAccount.has(account)) : [];
    if (!meta || listening.length === 0) return;
    const status = local ? statusAt(meta, local.position) : await reads.gameStatus(gameId);
    if (!status) return;
    const over = status.over ? gameOverMessage(meta, local?.position ?? (await play.position(meta))) : null;
    for (const [seat, account] of listening) {
      for (const session of this.byAccount.get(account) ?? []) {
        session.apply({ gameId, seat, version: status.version, mustAct: status.awaiting.includes(seat), over });
      }
    }
  }
}
