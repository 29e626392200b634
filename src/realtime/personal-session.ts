/**
 * One socket's personal stream: "it is your turn in game X" when a game
 * comes to wait for this account's seat, the result when a game ends, and
 * the notices its clocks call for.
 * Updates may arrive out of order (a notice's read racing the snapshot read
 * at connect), so each game's latest applied version wins.
 */
import type { MessageSocket } from './message-socket.js';
import type { GameOverMessage, LobbyMessage, NoticeMessage, YourTurnMessage } from './messages.js';
import type { Static } from '@sinclair/typebox';
import { rememberRecent } from '../recent.js';

/** A game's state at a version, as it concerns one of its seats. */
export interface SeatUpdate {
  readonly gameId: string;
  /** The game's name; null for none. */
  readonly name: string | null;
  readonly seat: string;
  readonly version: number;
  /** Whether the seat must act at this version. */
  readonly mustAct: boolean;
  /** When the seat runs out of time, if it must act and its clock runs. */
  readonly deadline: string | null;
  /** The seat's own prompts at `version`, if it must act (undefined when the game had moved on as they were read: the next update has them). */
  readonly prompts?: Static<typeof YourTurnMessage>['prompts'];
  /** The result, when the game is over. */
  readonly over: GameOverMessage | null;
  /** Whether the seat's turn came anew though it had it before: the server moved for it at a time-out (default-move), and it must act again, on a new deadline. */
  readonly renewed?: boolean;
}

/** Games remembered per socket; the oldest are forgotten first (at worst a repeated your-turn). */
const REMEMBERED_GAMES = 2_000;

/** Tells one socket about its account's turns and results. */
export class PersonalSession {
  /** Per game: the latest version applied, and whether the socket was told the seat must act there. */
  private readonly games = new Map<string, { version: number; told: boolean }>();

  constructor(readonly socket: MessageSocket) {}

  /** Sends a notice (a reminder, a timeout, a claimable game, an invitation), or that the lobby changed. */
  notice(message: NoticeMessage | LobbyMessage): void {
    void this.socket.send(message);
  }

  /** Applies an update; one no newer than the last applied for its game is ignored. */
  apply(update: SeatUpdate): void {
    const known = this.games.get(update.gameId);
    if (known && known.version >= update.version) return;
    if (update.over) void this.socket.send(update.over);
    else if (update.mustAct && (!known?.told || update.renewed === true)) {
      const { gameId, name, seat, version, prompts, deadline } = update;
      void this.socket.send({ type: 'your-turn', gameId, name, seat, version, ...(prompts ? { prompts } : {}), ...(deadline ? { deadline } : {}) });
    }
    rememberRecent(this.games, update.gameId, { version: update.version, told: update.mustAct && !update.over }, REMEMBERED_GAMES);
  }
}
