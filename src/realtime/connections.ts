/**
 * The open stream connections of this instance: how many each account may
 * hold, the heartbeat that finds the dead ones, and who is connected — has a
 * personal stream open, which tells of every turn and result — for the
 * notification dispatcher, which does not email those to a player who is.
 * A stream lives past its access token's expiry, but not past the end of
 * its session: each heartbeat closes the streams opened with a token from
 * before the account's password changed or it logged out everywhere. Its
 * owner may have more checked at each beat (the game streams look again at
 * games not started, which can go without an append).
 */
import type { WebSocket } from 'ws';
import { CLOSE, MessageSocket } from './message-socket.js';
import type { PresenceRecorder } from './presence.js';
import { sessionEnd, type SessionStates } from '../accounts/sessions.js';
import type { TokenSubject } from '../accounts/tokens.js';

/** What a socket's session is known by: the access token that opened it. */
export type SocketSession = Pick<TokenSubject, 'passwordFingerprint' | 'sessionEpoch'>;

/** Why a socket is closed when its session ends. */
const ENDED = { 'password-changed': 'the password changed: log in again', 'logged-out': 'logged out everywhere: log in again', gone: 'the account is gone' } as const;

/** Bounds on the connections of one instance. */
export interface ConnectionLimits {
  /** Sockets one account may hold open on this instance, over both streams. */
  readonly perAccount: number;
  /** Sockets this instance holds at most. */
  readonly total: number;
  /** How often each socket is pinged; one that misses a ping is dropped at the next. */
  readonly heartbeatSeconds: number;
}

/** Generous for a person with several tabs and devices, small against a runaway client. */
export const CONNECTION_LIMITS: ConnectionLimits = { perAccount: 16, total: 10_000, heartbeatSeconds: 30 };

/** Why a connection would not be admitted, if it would not. */
export type ConnectionRefusal = 'account' | 'instance' | null;

/** Counts and heartbeats the open connections. */
export class Connections {
  private readonly byAccount = new Map<string, Set<MessageSocket>>();
  private count = 0;
  private readonly byStream = { game: 0, personal: 0 };
  private timer: NodeJS.Timeout | undefined;
  readonly limits = CONNECTION_LIMITS;
  /** The session each socket was opened in. */
  private readonly opened = new WeakMap<MessageSocket, SocketSession>();

  constructor(
    private readonly presence: PresenceRecorder,
    private readonly sessions: SessionStates,
    private readonly log: (message: string) => void,
  ) {}

  /** Starts the heartbeat; `alsoCheck` runs at each beat too (the game streams look again at games not started). */
  start(alsoCheck: () => void): void {
    this.timer = setInterval(() => {
      this.each((s) => s.beat());
      this.closeEndedSessions().catch((err: Error) => this.log(`stream session check failed: ${err.message}`));
      alsoCheck();
    }, this.limits.heartbeatSeconds * 1000);
    this.timer.unref();
  }

  /** Stops the heartbeat and closes every connection. */
  stop(): void {
    clearInterval(this.timer);
    this.each((s) => s.close(CLOSE.goingAway, 'server shutting down'));
  }

  /** Whether one more connection for this account would be refused, and why (checked before the upgrade, to answer 429). */
  refusal(accountId: string): ConnectionRefusal {
    if (this.count >= this.limits.total) return 'instance';
    return (this.byAccount.get(accountId)?.size ?? 0) >= this.limits.perAccount ? 'account' : null;
  }

  /**
   * Wraps an upgraded socket and counts it until it closes; a personal
   * stream's makes its account connected meanwhile (a game stream's does not:
   * it tells of one game only). Over the limits (connections that raced past
   * the check before the upgrade) the socket is closed and null answered.
   * `session` is the access token's that opened it.
   */
  adopt(ws: WebSocket, accountId: string, stream: 'personal' | 'game', session: SocketSession): MessageSocket | null {
    const socket = new MessageSocket(ws, accountId);
    if (this.refusal(accountId)) {
      socket.close(CLOSE.policy, 'too many connections');
      return null;
    }
    this.opened.set(socket, { passwordFingerprint: session.passwordFingerprint, sessionEpoch: session.sessionEpoch });
    const mine = this.byAccount.get(accountId) ?? new Set();
    this.byAccount.set(accountId, mine.add(socket));
    this.count++;
    this.byStream[stream]++;
    const left = stream === 'personal' ? this.presence.join(accountId) : () => {};
    socket.onClose(() => {
      left();
      this.count--;
      this.byStream[stream]--;
      mine.delete(socket);
      if (mine.size === 0 && this.byAccount.get(accountId) === mine) this.byAccount.delete(accountId);
    });
    return socket;
  }

  /** How many sockets are open on each kind of stream. */
  openByStream(): Readonly<Record<'game' | 'personal', number>> {
    return { ...this.byStream };
  }

  /**
   * Closes the sockets whose session has ended (on any instance): changing
   * the password or logging out everywhere ends the account's sessions, and
   * a copied access token must not keep a stream.
   */
  private async closeEndedSessions(): Promise<void> {
    if (this.byAccount.size === 0) return;
    const accounts = await this.sessions([...this.byAccount.keys()]);
    this.each((socket) => {
      const ended = sessionEnd(this.opened.get(socket)!, accounts.get(socket.accountId));
      if (ended) socket.close(CLOSE.loggedOut, ENDED[ended]);
    });
  }

  private each(f: (socket: MessageSocket) => void): void {
    for (const sockets of this.byAccount.values()) for (const s of sockets) f(s);
  }
}
