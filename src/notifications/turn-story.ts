/**
 * What a game's mail tells of the game (issue 44): its players by their account names, and for the seat it goes to,
 * what the other players and the server did since that seat's last move, in the log's sentences as that seat sees
 * them (each entry redacted for the seat, then said by the ruleset's describeEvent: a mail goes to one seat), what
 * is asked of it now (its prompts' words) and its clock. A move the server made for the seat when its time ran out
 * (the default-move policy) is not the seat's: the story goes back past it and names it.
 */
import type pg from 'pg';
import type { GameMeta, GamePlay } from '../games/game-play.js';
import type { EventLog } from '../store/event-log.js';
import type { Position } from '../kernel/engine.js';
import { batches, redactEntries, type LogEntry } from '../kernel/log.js';
import { clockOf, deadlineOf, isControlType, outcomeOf, promptsOf, type ControlEvent } from '../kernel/control.js';
import { eventWords, promptWords } from '../kernel/words.js';
import type { GameEvent, SeatId } from '../kernel/ruleset.js';
import { TAKEN_BACK } from '../kernel/take-back.js';

type TimedOut = Extract<ControlEvent, { type: 'sortie.timed-out' }>;

/** A seat of the game and who holds it. */
export interface StoryPlayer {
  readonly seat: SeatId;
  /** The seat as the ruleset names it ("Racer A", "Imperial player"). */
  readonly label: string;
  /** The holder's account name; null for a seat nobody holds (a seat the server plays). */
  readonly name: string | null;
}

/** What is asked of the seat: a prompt's line and its options' words (the first few). */
export interface StoryAsk {
  readonly text: string;
  readonly options: readonly string[];
  /** How many options there are beyond those listed. */
  readonly more: number;
}

/** The seat's clock as the mail says it. */
export type StoryClock = { readonly running: true; readonly deadline: string } | { readonly running: false; readonly held: 'vacation' | 'out-of-time' } | null;

/** What a game's mail says of the game, for the seat it goes to. */
export interface TurnStory {
  readonly players: readonly StoryPlayer[];
  /** The seat the mail goes to, if it holds one. */
  readonly seat: SeatId | null;
  /** What happened since the seat's last move, oldest first, as the seat sees it; empty for a mail to no seat. */
  readonly since: readonly string[];
  /** How many sentences before `since` were left out (the story names at most MAX_SENTENCES). */
  readonly earlier: number;
  /** The seat's prompts now; empty when it need not act (or the game is over). */
  readonly asked: readonly StoryAsk[];
  readonly clock: StoryClock;
}

/** The most sentences a mail tells (the newest); the game's log has the rest. */
export const MAX_SENTENCES = 30;
/** The most options of a prompt a mail lists. */
const MAX_OPTIONS = 8;
/** How far back the story looks for the seat's last move, in log entries. */
export const STORY_WINDOW = 400;

/** A seat's name in a sentence: its holder's name, with the seat's label; "you" for the reader's own. */
function namer(players: readonly StoryPlayer[], reader: SeatId | null) {
  const byId = new Map(players.map((p) => [p.seat, p]));
  const name = (seat: SeatId) => {
    const p = byId.get(seat);
    return p ? (p.name ?? p.label) : seat;
  };
  return {
    who: (seat: SeatId) => (seat === reader ? 'you' : name(seat)),
    Whose: (seat: SeatId) => (seat === reader ? 'Your' : `${name(seat)}'s`),
    Who: (seat: SeatId) => (seat === reader ? 'You' : name(seat)),
  };
}

/**
 * A control event (the clocks, a time-out, a vacation, a claim) in words, with the players' names; null for the
 * bookkeeping a reader need not hear of (clocks started and stopped, the time control set, a reminder: its own mail).
 */
export function controlSentence(event: ControlEvent, players: readonly StoryPlayer[], reader: SeatId | null): string | null {
  const { who, Whose, Who } = namer(players, reader);
  switch (event.type) {
    case 'sortie.timed-out':
      if (event.policy === 'default-move') return `${Whose(event.seat)} time ran out: the server moved for ${who(event.seat) === 'you' ? 'you' : 'them'}.`;
      if (event.policy === 'forfeit') return `${Whose(event.seat)} time ran out, which forfeits the game.`;
      return `${Whose(event.seat)} time ran out: the other side may claim the win until ${who(event.seat)} move${event.seat === reader ? '' : 's'}.`;
    case 'sortie.deadline-held':
      return `${Whose(event.seat)} deadline came in ${event.seat === reader ? 'your' : 'their'} quiet hours, so it moved on past them.`;
    case 'sortie.vacation-started':
      return `${Who(event.seat)} went on vacation: ${event.seat === reader ? 'your' : 'their'} clock stopped.`;
    case 'sortie.vacation-ended':
      return `${Who(event.seat)} ${event.seat === reader ? 'are' : 'is'} back from vacation.`;
    case 'sortie.win-claimed':
      return `${Who(event.by)} claimed the win against ${who(event.against)}.`;
    case 'sortie.resigned':
      return `${Who(event.seat)} resigned.`;
    case TAKEN_BACK:
      return `${Who(event.seat)} took back ${event.commands === 1 ? 'a command' : `${event.commands} commands`}.`;
    case 'sortie.forfeited':
    case 'sortie.time-control-set':
    case 'sortie.clock-started':
    case 'sortie.clock-stopped':
    case 'sortie.reminded':
      return null;
    default: {
      const never: never = event;
      return (never as GameEvent).type;
    }
  }
}

/**
 * The entries after the seat's last own move, of a window of the log's latest entries (from a batch's start): a
 * batch the seat's command caused is its own, but for those the server made for it at a time-out (default-move),
 * which follow that time-out until another seat (or the service) acts.
 */
export function sinceLastMove(entries: readonly LogEntry[], seat: SeatId): LogEntry[] {
  const all = batches(entries.slice(Math.max(0, entries.findIndex((e) => e.cause !== null))));
  let from = 0;
  let serverMoving = false;
  const timedOutByDefault = ({ event }: LogEntry) => event.type === 'sortie.timed-out' && (event as TimedOut).seat === seat && (event as TimedOut).policy === 'default-move';
  all.forEach((batch, i) => {
    const cause = batch[0]!.cause;
    if (cause?.seat === seat && !serverMoving) from = i + 1;
    else if (cause?.seat !== seat) serverMoving = batch.some(timedOutByDefault);
  });
  return all.slice(from).flat();
}

/** The story of a game for a seat (null: a mail to no seat of it), from its position, the latest entries of its log (`window`, up to the position) and its players. */
export function turnStory(meta: GameMeta, at: Position, window: readonly LogEntry[], players: readonly StoryPlayer[], seat: SeatId | null): TurnStory {
  if (seat === null || !players.some((p) => p.seat === seat)) return { players, seat: null, since: [], earlier: 0, asked: [], clock: null };
  const say = eventWords(meta.ruleset);
  const seen = redactEntries(sinceLastMove(window, seat), { kind: 'seat', seat }, say);
  const sentences = seen.flatMap((v) => {
    if (isControlType(v.event.type)) {
      const said = controlSentence(v.event as ControlEvent, players, seat);
      return said === null ? [] : [said];
    }
    return v.text ? [v.text] : [];
  });
  const told = collapse(sentences);
  const over = outcomeOf(meta.ruleset, at) !== null;
  const asked = over
    ? []
    : promptsOf(meta.ruleset, at)
        .filter((p) => p.seat === seat)
        .map((p) => {
          const labels = promptWords(meta.ruleset, p).labels ?? [];
          return { text: p.text, options: labels.slice(0, MAX_OPTIONS), more: Math.max(0, labels.length - MAX_OPTIONS) };
        });
  const clock = at.control && !over ? clockOf(at.control, seat) : undefined;
  return {
    players,
    seat,
    since: told.slice(-MAX_SENTENCES),
    earlier: Math.max(0, told.length - MAX_SENTENCES),
    asked,
    clock: !clock ? null : clock.away ? { running: false, held: 'vacation' } : clock.flagged ? { running: false, held: 'out-of-time' } : clock.since !== null ? { running: true, deadline: deadlineOf(clock)! } : null,
  };
}

/** Runs of one sentence said once, with how often ("Something happened that you may not see. (3 times)"). */
function collapse(sentences: readonly string[]): string[] {
  const out: { text: string; times: number }[] = [];
  for (const text of sentences) {
    const last = out.at(-1);
    if (last?.text === text) last.times++;
    else out.push({ text, times: 1 });
  }
  return out.map((s) => (s.times === 1 ? s.text : `${s.text} (${s.times} times)`));
}

/** Reads a game's story for a seat as the game stands: its meta data and position, its latest entries, its players' names. */
export function storyReader(play: Pick<GamePlay, 'meta' | 'position'>, log: Pick<EventLog, 'read'>, pool: Pick<pg.Pool, 'query'>): (gameId: string, seat: SeatId | null) => Promise<TurnStory | null> {
  return async (gameId, seat) => {
    const meta = await play.meta(gameId);
    if (!meta) return null;
    const at = await play.position(meta);
    const holders = [...meta.seats.values()];
    const { rows } = await pool.query<{ id: string; name: string }>('SELECT id::text, name FROM accounts WHERE id = ANY($1::uuid[])', [holders]);
    const names = new Map(rows.map((r) => [r.id, r.name]));
    const players = meta.ruleset.seats(meta.options).map((s): StoryPlayer => {
      const holder = meta.seats.get(s.id);
      return { seat: s.id, label: s.label, name: holder === undefined ? null : (names.get(holder) ?? null) };
    });
    const window = seat === null ? [] : (await log.read(gameId, Math.max(0, at.version - STORY_WINDOW), STORY_WINDOW)).filter((e) => e.seq <= at.version);
    return turnStory(meta, at, window, players, seat);
  };
}
