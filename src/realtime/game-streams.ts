/**
 * The open game streams of this instance, woken by the hub's notices: an
 * append's, and the lobby's when a game not started is cancelled or has a
 * seat freed. The lobby's are hints like any other, but no later append
 * would make up for a lost one (a cancelled game has none), so at each
 * heartbeat the streams of games not started look again anyway.
 */
import type { NotificationHub } from './hub.js';
import type { MessageSocket } from './message-socket.js';
import { GameSession, type GameStreamServices } from './game-session.js';

/** Where a game stream starts. */
export interface GameStreamStart {
  readonly gameId: string;
  /** The listener's seat, or null for a spectator. */
  readonly seat: string | null;
  /** The game's version when the stream was admitted. */
  readonly version: number;
  /** The seq of the last event the client already has. */
  readonly after: number;
  readonly heartbeatSeconds: number;
}

/** Routes each game's notices to the sockets streaming it. */
export class GameStreams {
  private readonly byGame = new Map<string, Set<GameSession>>();
  private unsubscribe: (() => void) | undefined;
  private unsubscribeLobby: (() => void) | undefined;
  private unsubscribeMessages: (() => void) | undefined;
  /** Counts the hub's notices: the sockets woken by one notice share their reads (see StreamReads.shared). */
  private epoch = 0;

  constructor(
    private readonly services: GameStreamServices & { readonly hub: NotificationHub },
    private readonly log: (message: string) => void,
  ) {}

  /** Starts listening to the hub. */
  start(): void {
    this.unsubscribe = this.services.hub.subscribe((notice, local) => {
      const epoch = ++this.epoch;
      // No notice means some may have been missed: every stream catches up.
      const sessions = notice ? (this.byGame.get(notice.gameId) ?? []) : [...this.byGame.values()].flatMap((s) => [...s]);
      for (const session of sessions) session.kick(epoch, local);
      // After a reconnect, messages may have been missed as well.
      if (!notice) for (const session of sessions) session.kickMessages();
    });
    this.unsubscribeMessages = this.services.hub.subscribeMessages((gameId) => {
      for (const session of this.byGame.get(gameId) ?? []) session.kickMessages();
    });
    this.unsubscribeLobby = this.services.hub.subscribeLobby((gameId) => {
      const epoch = ++this.epoch;
      for (const session of this.byGame.get(gameId) ?? []) session.kick(epoch);
    });
  }

  /** Stops listening. */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribeLobby?.();
    this.unsubscribeMessages?.();
  }

  /** At a heartbeat: the streams that have not seen their game start look again, in case a lobby notice was lost. */
  recheck(): void {
    const epoch = ++this.epoch;
    for (const sessions of this.byGame.values()) for (const session of sessions) if (session.beforeStart) session.kick(epoch);
  }

  /** Streams a game to a socket: hello, the events after `after`, then live ones. */
  open(socket: MessageSocket, start: GameStreamStart): void {
    const session = new GameSession(this.services, socket, start.gameId, start.after, this.log);
    const sessions = this.byGame.get(start.gameId) ?? new Set();
    this.byGame.set(start.gameId, sessions.add(session));
    socket.onClose(() => {
      sessions.delete(session);
      if (sessions.size === 0 && this.byGame.get(start.gameId) === sessions) this.byGame.delete(start.gameId);
    });
    void socket.send({ type: 'hello', stream: 'game', gameId: start.gameId, seat: start.seat, version: start.version, heartbeatSeconds: start.heartbeatSeconds });
    session.kick(this.epoch);
  }
}
