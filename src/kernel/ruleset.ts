/**
 * The contract every game plugs into. A ruleset is pure: no I/O, no clock, no
 * Math.random. Dice come in as an argument; time, if a rule needs it, too.
 * State is plain JSON data so that it can be snapshotted and hashed.
 */
import type { TSchema } from '@sinclair/typebox';
import type { Dice } from './dice.js';

/** A seat's identifier within one game, such as "ork1" or "imperial". */
export type SeatId = string;

/** Who is looking: one seat, anyone (spectators), or everything (a finished game's audit). */
export type Viewer =
  | { readonly kind: 'seat'; readonly seat: SeatId }
  | { readonly kind: 'public' }
  | { readonly kind: 'omniscient' };

/** Any event a ruleset emits: a discriminated union on `type`. */
export interface GameEvent {
  readonly type: string;
}

/** Any command a seat (or the system, for `start`) sends: a discriminated union on `type`. */
export interface GameCommand {
  readonly type: string;
}

/**
 * An event as decided, with who may see it. Hidden information is decided at
 * the source: an event is public unless `visibleTo` names the seats that may
 * see it; everyone else gets `redacted` (or nothing, when `redacted` is null).
 */
export interface Emitted<E extends GameEvent = GameEvent> {
  readonly event: E;
  readonly visibleTo?: readonly SeatId[];
  readonly redacted?: GameEvent | null;
}

/** An expected failure: an illegal or ill-timed command, with a stable reason code. */
export interface Rejection {
  readonly ok: false;
  readonly reason: string;
  readonly message: string;
}

/** A rejection with its reason code and a message for the player. */
export function reject(reason: string, message: string): Rejection {
  return { ok: false, reason, message };
}

/** What `decide` answers: the events a legal command produces, or why it was refused. */
export type Decision<E extends GameEvent = GameEvent> =
  | {
      readonly ok: true;
      readonly events: readonly Emitted<E>[];
      /**
       * The state after each event, where the ruleset evolved them as it decided (kernel/play.ts): the engine
       * folds the entries with these instead of evolving every event a second time. Absent: it evolves them.
       */
      readonly states?: readonly unknown[];
    }
  | Rejection;

/** One seat a game offers, in seating order. */
export interface SeatSpec {
  readonly id: SeatId;
  readonly label: string;
}

/** Who must act now and what they may do. Drives validation, bots, notices and frontends. */
export interface Prompt<C extends GameCommand = GameCommand> {
  readonly seat: SeatId;
  /** A short machine-readable name of the decision, such as "choose-speed": one of the ruleset's promptKinds, if it lists them. */
  readonly kind: string;
  /** One line a person can read. */
  readonly text: string;
  /** Every legal command for this seat now. */
  readonly options: readonly C[];
  /** The index in `options` of the ruleset's own pick for this seat, worked out from what the seat may know only; absent when it suggests none. */
  readonly suggested?: number;
  /** One sentence per option, parallel to `options`, for buttons (`Ruleset.describeCommand`, or the ruleset's own with what the seat's position says). */
  readonly labels?: readonly string[];
  /** Options whose consequence the player should confirm before sending (a landing that crashes the unit, ending the day). */
  readonly cautions?: readonly Caution[];
  /** Why a command the player would expect is not among the options (bombing at the wrong Altitude, a take-off over a full Base). */
  readonly notes?: readonly string[];
  /**
   * The step done the suggested way: one whole request body a client may POST to /games/{id}/commands as it is
   * (a secret step's choices or a public step's hidden changes inside the command that carries them, or a batch),
   * worked out from what the seat may know only; absent when the ruleset suggests none.
   */
  readonly suggestion?: Suggestion<C>;
}

/** A request body that does a prompt's step the suggested way: one command, or a batch. */
export type Suggestion<C extends GameCommand = GameCommand> = { readonly command: C } | { readonly commands: C[] };

/** What a client needs to know of one command type beyond its schema. */
export interface CommandProtocol {
  /** A sentence a button can show. */
  readonly title: string;
  /** For a hidden edit: the command types whose `edits` may carry it (it is refused sent alone). */
  readonly carriedBy?: readonly string[];
  /** Whether the command may end the game (an offer to end, a resignation): such options come last. */
  readonly endsGame?: boolean;
}

/** What a client needs to know of one prompt kind. */
export interface PromptKindProtocol {
  readonly title: string;
  /** A step behind the screen: its choices are collected and sent together with one of its finishers. */
  readonly secret: boolean;
  /** The command types that end the step. */
  readonly finishers?: readonly string[];
}

/** How a ruleset's commands travel, so that a client that knows no ruleset can play it (GET /rulesets). */
export interface RulesetProtocol {
  /** Every command type of the ruleset. */
  readonly commands: Readonly<Record<string, CommandProtocol>>;
  /** Every prompt kind (Prompt.kind). */
  readonly promptKinds: Readonly<Record<string, PromptKindProtocol>>;
  /** What each code a refusal of this ruleset's may carry means: the kernel's and the ruleset's own. */
  readonly refusals: Readonly<Record<string, string>>;
}

/** An option of a prompt the player should confirm, and why. */
export interface Caution {
  /** The index in the prompt's `options`. */
  readonly option: number;
  readonly text: string;
}

/** How a seat concedes a game: it resigns, forfeits on time, or has the win claimed against it. */
export type Concession = 'resignation' | 'forfeit' | 'claim';

/** How a finished game ended. */
export interface Outcome {
  /** Machine-readable result, such as "ork-major-victory". */
  readonly result: string;
  readonly summary: string;
  /** Seats that won (shared wins list several; a loss for all lists none). */
  readonly winners: readonly SeatId[];
  readonly detail?: Record<string, unknown>;
}

/** A ruleset's map: its data (the spaces views and commands name), the schema of that data, and a picture of it. */
export interface RulesetBoard {
  readonly schema: TSchema;
  readonly data: unknown;
  /** The map drawn as an SVG document. */
  readonly svg: string;
}

/** The pure rules of one game. */
export interface Ruleset<S = unknown, C extends GameCommand = GameCommand, E extends GameEvent = GameEvent, O = unknown> {
  readonly id: string;
  /**
   * The revision of the rules, counted up whenever the same commands and dice
   * could give other events, or the same events another state (a rule fixed).
   * A game is played to its end, and verified, under the version it started
   * with (the newest then): a registry may host several versions of one ruleset
   * (src/kernel/registry.ts). Options, commands and views keep their shapes
   * across versions (the API describes the newest); a change of shape is a
   * ruleset of its own.
   */
  readonly version: number;
  readonly title: string;
  /** TypeBox schema of the options a game is created with (player count, variants). */
  readonly optionsSchema: TSchema;
  /** TypeBox schema of every command a seat may send. */
  readonly commandSchema: TSchema;
  /** TypeBox schema of what `view` returns, so nothing undeclared can be serialized. */
  readonly viewSchema: TSchema;
  /** Every kind of prompt the ruleset gives (Prompt.kind), so that the API can list them; without it a kind is any string. */
  readonly promptKinds?: readonly string[];
  /** The map every game of the ruleset is played on, if it has one: what a frontend draws the views on. */
  readonly board?: RulesetBoard;
  /** How its commands travel and what its prompt kinds are (hidden edits and their carriers, secret steps): GET /rulesets serves it. */
  readonly protocol: RulesetProtocol;
  /**
   * Draws a view (what `view` returned, for any viewer) as an SVG document: the
   * position picture of a seat or of spectators. It reads the view alone, never
   * the state, so that a picture can show no more than the view it is drawn from.
   * The same view must give the same document: its PNG is rendered from it alone.
   */
  drawView?(view: unknown): string;
  /**
   * An event as `viewer` receives it — whole, its redacted form, or
   * `{ type: "hidden" }` — in one sentence, from the event and the ruleset's
   * fixed data only, never the state: words tell no more than the log entry.
   */
  describeEvent?(event: GameEvent, viewer: Viewer): string;
  /** A command as a sentence a button can show, from the command and the ruleset's fixed data. */
  describeCommand?(command: C): string;
  /** The seats a game with these options has. */
  seats(options: O): readonly SeatSpec[];
  /** The state before the first event: options recorded, nothing placed. */
  initialState(options: O): S;
  /** The events that start a game (shuffles, set-up). Seats are filled by then. */
  start(state: S, dice: Dice): Decision<E>;
  /** Decide what a seat's command does to the game. */
  decide(state: S, seat: SeatId, command: C, dice: Dice): Decision<E>;
  /**
   * Fold one event into the state. Never fails for an event `decide`
   * produced. States are values: evolve returns a new state and never changes
   * the one it is given (positions are cached and shared, and what a state
   * prompts is worked out once per state).
   */
  evolve(state: S, event: E): S;
  /** What a viewer may see of the state, field by field. */
  view(state: S, viewer: Viewer): unknown;
  /** Who must act now, with their legal commands; empty when the game is over. */
  prompts(state: S): readonly Prompt<C>[];
  /** The result once the game is over, otherwise null. */
  outcome(state: S): Outcome | null;
  /**
   * Whether an event shows someone something they did not know — a
   * face-down counter turned, a hidden choice shown, a card drawn, or, read
   * from the states `before` and `after` it, what a seat's view works out
   * from positions (Bomber's observation by distance: a counter that comes
   * near tells more, and no event says so) — so that the command that made
   * it, and every one before, can no longer be taken back
   * (src/kernel/take-back.ts). The kernel sees the other barriers itself:
   * dice drawn, an event seats other than the actor see and others do not,
   * another seat acting. Without it, no event reveals anything.
   */
  reveals?(event: E, before: S, after: S): boolean;
  /**
   * The sides the seats play in, each a list of seats, for a ruleset whose
   * seats play in teams; without it, each seat is a side of its own. They are
   * the same at every state of a game (they may depend on its options only):
   * the lobby reads them from the game's initial state. A seat may claim the
   * win only against a seat of another side.
   */
  sides?(state: S): readonly (readonly SeatId[])[];
  /**
   * Who wins when `seat` concedes the game at `state` — by `how`: resigns,
   * forfeits on time, or has the win claimed against it — for a ruleset
   * whose seats play in sides (a team's player giving up concedes for the
   * team); undefined, or without it, every other seat wins.
   */
  concessionWinners?(state: S, seat: SeatId, how: Concession): readonly SeatId[] | undefined;
  /**
   * A legal command for a seat that must act, chosen by the ruleset's default
   * policy (used for automated seats' timeouts and simulations). `random` gives
   * numbers in [0, 1); the choice is recorded as a command, so it need not be provable.
   */
  bot(state: S, seat: SeatId, random: () => number): C;
  /**
   * The command the server sends for a seat whose time ran out under the
   * default-move policy, asked again after each one until the seat's part of
   * the step it timed out in is done (src/kernel/timeout.ts): the seat's
   * standing order, or a safe default that risks nothing and gives nothing
   * away (for a ruleset of long steps, where one bot move would leave the
   * seat waited on again a whole period later). Without it, a timeout plays
   * the bot's one command.
   */
  timeoutCommand?(state: S, seat: SeatId): C;
}

/** A ruleset with its type parameters erased, as the registry holds it. */
export type AnyRuleset = Ruleset<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The ids of a game's seats, in seating order: what the control commands that
 * name them (a time control, a resignation) carry, and what verification
 * holds them to.
 */
export function seatIds(ruleset: AnyRuleset, options: unknown): SeatId[] {
  return ruleset.seats(options).map((s) => s.id);
}
