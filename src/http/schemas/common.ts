/**
 * Schemas shared by the API's routes. Named ones carry an `$id`: they are
 * added to the app once (see `sharedSchemas`) and referenced with `ref`, so
 * the OpenAPI document lists each once under components.
 */
import { PerMoveTimeControlSchema } from '../../cadence/time-control.js';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CANONICAL_UUID } from '../../ids.js';
import { PROBLEM_TYPE, ProblemSchema } from '../problem.js';

/** A reference to a named shared schema that keeps the schema's static type. */
export function ref<T extends TSchema>(schema: T): ReturnType<typeof Type.Unsafe<Static<T>>> {
  if (!schema.$id) throw new Error('ref: the schema has no $id');
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id));
}

/** Why a route may answer each problem status; a route can declare only these. */
const PROBLEM_WHY = {
  400: 'The request does not fit its schema (or a ruleset rejects its options or command shape).',
  401: 'No valid access token (or bad credentials).',
  403: 'The caller may not do this.',
  404: 'No such resource, or one the caller may not see.',
  409: 'The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight.',
  413: 'The body is too large.',
  415: 'The body is not JSON.',
  422: 'Well-formed but not acceptable now: a ruleset rejection (code is its reason), or an idempotency key reused with another body.',
  426: 'A stream route asked for without a WebSocket upgrade: connect with a WebSocket client.',
  429: 'Too many attempts; retry after the Retry-After header.',
  503: 'The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header.',
} as const;

/** What any route may answer besides its own refusals: what is refused before the route's own checks run. */
const BEFORE_THE_ROUTE =
  'Any other 4xx, refused before the route\'s own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large).';

/** The header a 429 or 503 answer carries: when to try again. */
const RETRY_AFTER = { 'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds to wait before trying again.' } } as const;

/** The statuses whose answers say, in Retry-After, when to try again. */
const RETRIED: readonly number[] = [429, 503];

/** A response as a route's `response` schema declares it: its body by media type, and the headers it always carries. */
type DeclaredResponse = { description: string; content: Record<string, { schema: TSchema }>; headers?: typeof RETRY_AFTER };

/** Problem+json responses for the given status codes, for any other 4xx (see BEFORE_THE_ROUTE), and 503 (any route may meet the database away), for a route's `response` schema. */
export function problemResponses(...given: readonly (keyof typeof PROBLEM_WHY)[]): Record<string, DeclaredResponse> {
  const problem = { content: { [PROBLEM_TYPE]: { schema: ref(ProblemSchema) } } };
  const statuses = given.includes(503) ? given : [...given, 503 as const];
  return {
    ...Object.fromEntries(statuses.map((status) => [status, { description: PROBLEM_WHY[status], ...problem, ...(RETRIED.includes(status) ? { headers: RETRY_AFTER } : {}) }])),
    '4xx': { description: BEFORE_THE_ROUTE, ...problem },
  };
}

/** The `security` of a route that needs an access token. */
/** A JSON answer with what it is: the OpenAPI document describes a bare response schema as "Default Response". */
export function jsonAnswer<T extends TSchema>(description: string, schema: T): { description: string; content: { 'application/json': { schema: T } } } {
  return { description, content: { 'application/json': { schema } } };
}

export const BEARER: Record<string, string[]>[] = [{ bearer: [] }];
/** The `security` of a route open to anonymous callers that reads a token when one is sent. */
export const BEARER_OR_ANONYMOUS: Record<string, string[]>[] = [{ bearer: [] }, {}];

/** A timestamp as ISO 8601 text. */
export const Timestamp = Type.String({ format: 'date-time' });

/** An id in a path, its form spelled out for client generators (upper case, braces and urn:uuid: are 400). */
export const Id = (description: string) => Type.String({ format: 'uuid', pattern: CANONICAL_UUID, description });

/** A game's id in a path. */
export const GameParams = Type.Object({ gameId: Id("The game's id.") });

/** A seat id: short letters, digits, dashes and underscores. */
export const SeatId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$', description: 'A seat of the game, such as "ork1" or "imperial".' });

/** What a command that ends the game answers (a claim of the win, a resignation): the game's last version and how it ended. */
export const OutcomeAnswer = Type.Object(
  {
    version: Type.Integer(),
    outcome: Type.Object({ result: Type.String(), summary: Type.String(), winners: Type.Array(SeatId) }),
  },
  { title: 'OutcomeAnswer' },
);

/** A game and one of its seats in a path. */
export const SeatParams = Type.Object({ gameId: GameParams.properties.gameId, seat: SeatId });

/** An account as others see it. */
export const AccountRefSchema = Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }, { $id: 'AccountRef', additionalProperties: false });

/** Who a view or a log was made for. */
export const ViewerSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('seat'), Type.Literal('public'), Type.Literal('omniscient')], {
      description: 'seat: one seat; public: a spectator; omniscient: everything (a finished game).',
    }),
    seat: Type.Optional(SeatId),
  },
  { $id: 'Viewer', additionalProperties: false },
);

/** How a finished game ended. */
export const OutcomeSchema = Type.Object(
  {
    result: Type.String({ description: "The ruleset's result code, such as ork-major-victory." }),
    summary: Type.String(),
    winners: Type.Array(SeatId),
    detail: Type.Optional(Type.Object({}, { additionalProperties: true })),
  },
  { $id: 'Outcome' },
);

/** How far a seat may take back its latest commands now (POST /games/{gameId}/takeback). */
export const TakeBackSchema = Type.Object(
  {
    commands: Type.Integer({ minimum: 1, description: 'How many of your latest commands you may take back, at most.' }),
    toVersion: Type.Integer({ minimum: 0, description: 'The version taking back all of them goes back to.' }),
  },
  { $id: 'TakeBack', description: 'Your latest commands you may take back now: nothing has been learned since them (no die drawn, nothing revealed, no other seat acted).' },
);

/** What a seat's own prompt says in words beside its options (src/kernel/words.ts): the fields both the HTTP and the WebSocket prompts carry. */
export const PromptWordFields = {
  labels: Type.Optional(Type.Array(Type.String(), { description: "One sentence per option, parallel to options, for a button: the ruleset's words, with what your own position says of it (what a climb costs). Only on the caller's own prompts." })),
  cautions: Type.Optional(
    Type.Array(
      Type.Object(
        { option: Type.Integer({ minimum: 0, description: 'The index in options.' }), text: Type.String({ description: 'What sending it will do, for the player to confirm.' }) },
        { additionalProperties: false },
      ),
      { description: 'Options whose consequence a player should confirm before sending (a landing that crashes the unit, ending the day). Only on the caller\'s own prompts, and only where there are some.' },
    ),
  ),
  notes: Type.Optional(
    Type.Array(Type.String(), { description: 'Why a command a player would expect is not among the options (bombing at the wrong Altitude, a take-off over a full Base). Only on the caller\'s own prompts, and only where there are some.' }),
  ),
};

/** A ruleset's event or command: a `type` and the ruleset's own fields. */
const TypedRecord = Type.Object({ type: Type.String() }, { additionalProperties: true });

/** One event of a game's log as one viewer may see it. */
export const LogEntrySchema = Type.Object(
  {
    seq: Type.Integer({ minimum: 1 }),
    event: { ...TypedRecord, description: 'The event, its redacted form, or { type: "hidden" }.' },
    redacted: Type.Boolean({ description: 'True when the viewer sees less than the whole event.' }),
    text: Type.String({
      description:
        "The event in one sentence, made from `event` as you have it (whole, redacted or hidden) and the ruleset's fixed data only, never the game's state: it tells no more than the entry. A hidden entry says what you may know of it (\"The German did something behind his screen.\").",
    }),
    cause: Type.Optional(
      Type.Object(
        {
          seat: Type.Union([SeatId, Type.Null()]),
          command: Type.Optional(TypedRecord),
          diceFrom: Type.Optional(Type.Integer({ minimum: 0, description: "The game-wide number of the batch's first draw; shown once the game is over." })),
          rolls: Type.Optional(Type.Array(Type.Array(Type.Integer(), { minItems: 2, maxItems: 2, description: '[sides, value]' }))),
        },
        { description: 'On the first event of a batch: who acted; the command and dice only where the viewer may see them.' },
      ),
    ),
    visibleTo: Type.Optional(Type.Union([Type.Array(SeatId), Type.Null()], { description: 'Once the game is over: the seats that could see the whole event while it ran (null: everyone).' })),
    redactedForm: Type.Optional(Type.Union([TypedRecord, Type.Null()], { description: 'Once the game is over: what the other seats were shown instead (null: only that something happened).' })),
    recordedAt: Type.Optional(Type.String({ format: 'date-time', description: 'When the event was recorded: in the log read back (GET /games/{gameId}/events); events sent as they happen (command answers, streams) leave it out.' })),
    prevHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    hash: Type.String({
      pattern: '^[0-9a-f]{64}$',
      description:
        'SHA-256 over prevHash, a salt from the secret seed and the whole entry: the chain a log cannot be edited under, and no guess of a hidden entry can be checked against. Once the game is over the seed is revealed and the entry shown whole, so anyone can recompute it (docs/api.md).',
    }),
  },
  { $id: 'LogEntry' },
);

/** The lobby's lifecycle of a game (GameStatus): seats being taken, seats frozen while it starts, in play, over. */
export const GameStatusSchema = Type.Union([Type.Literal('open'), Type.Literal('starting'), Type.Literal('active'), Type.Literal('finished')]);

/** A game as the lobby shows it. */
export const GameSummarySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    ruleset: Type.String(),
    rulesetVersion: Type.Integer({ minimum: 1, description: 'The version of the ruleset the game is played and verified under, from its start to its end; before the start, the newest (GET /rulesets), which it will start with.' }),
    name: Type.Union([Type.String(), Type.Null()], { description: 'What its creator calls it; null for none.' }),
    title: Type.String({ description: "The ruleset's title." }),
    options: Type.Object({}, { additionalProperties: true, description: "The options the game was created with, the ruleset's defaults filled in." }),
    status: GameStatusSchema,
    visibility: Type.Union([Type.Literal('public'), Type.Literal('private')]),
    inviteCode: Type.Optional(Type.String({ description: "A private game's invitation code; shown to its participants only." })),
    createdBy: ref(AccountRefSchema),
    createdAt: Timestamp,
    updatedAt: Type.String({ format: 'date-time', description: 'When anything last changed: a seat taken or freed, or an event appended (a move, the clock). The lobby lists by it, newest first.' }),
    endedAt: Type.Optional(Type.String({ format: 'date-time', description: 'When the game ended, once it has.' })),
    outcome: Type.Optional(ref(OutcomeSchema)),
    version: Type.Integer({ minimum: 0, description: 'The seq of the last event; 0 before the start.' }),
    seedHash: Type.String({ description: 'SHA-256 of the secret dice seed, published from creation.' }),
    seed: Type.Optional(Type.String({ description: 'The dice seed, revealed once the game is over.' })),
    seats: Type.Array(Type.Object({ seat: SeatId, label: Type.String(), player: Type.Union([ref(AccountRefSchema), Type.Null()]) })),
    yourSeat: Type.Union([SeatId, Type.Null()]),
    awaiting: Type.Array(SeatId, { description: 'Seats that must act now.' }),
    deadlines: Type.Record(Type.String(), Timestamp, { description: 'When each seat that must act now runs out of time, by seat: only seats whose clock runs (a game with a time control, a seat not on vacation).' }),
    outOfTime: Type.Array(SeatId, { description: 'Seats out of time under the claim policy: any player of another side (every other player, unless the ruleset\'s seats play in sides) may claim the win (POST /games/{gameId}/claim) until the seat moves.' }),
    timeControl: Type.Union([PerMoveTimeControlSchema, Type.Null()], { description: 'The pace chosen at creation, its defaults filled in; null for none. Clocks and deadlines: GET /games/{gameId}/clocks.' }),
  },
  { $id: 'GameSummary' },
);

/** The named schemas above, to add to the app. */
/** How a ruleset's commands travel (Ruleset.protocol): what a client that knows no ruleset needs beyond the command schema. */
export const RulesetProtocolSchema = Type.Object(
  {
    commands: Type.Record(
      Type.String(),
      Type.Object(
        {
          title: Type.String({ description: 'A sentence a button can show.' }),
          carriedBy: Type.Optional(
            Type.Array(Type.String(), {
              description: "A hidden edit: the command types whose `edits` may carry it. Sent by itself it is refused (422 edit-outside-carrier): it goes inside the `edits` of one of these, so that the other side sees one hidden entry however many edits it holds.",
            }),
          ),
          endsGame: Type.Optional(Type.Boolean({ description: 'The command may end the game (an offer to end it by agreement): such options come last in a prompt.' })),
        },
        { additionalProperties: false },
      ),
      { description: 'Every command type of the ruleset, by type.' },
    ),
    promptKinds: Type.Record(
      Type.String(),
      Type.Object(
        {
          title: Type.String(),
          secret: Type.Boolean({ description: 'A step behind the screen: its choices are collected and sent together with one of its finishers (inside its `edits` where they are hidden edits).' }),
          finishers: Type.Optional(Type.Array(Type.String(), { description: 'The command types that end the step.' })),
        },
        { additionalProperties: false },
      ),
      { description: 'Every prompt kind (a prompt\'s `kind`), by kind.' },
    ),
    refusals: Type.Record(Type.String(), Type.String(), {
      description: "What each code a refusal may carry means (a 422 `refused-by-the-rules` has it as its `code`): the codes every game shares and this ruleset's own; GET /problems/{code} has a page for each.",
    }),
  },
  { $id: 'RulesetProtocol', additionalProperties: false },
);

export const sharedSchemas: readonly TSchema[] = [AccountRefSchema, ViewerSchema, OutcomeSchema, LogEntrySchema, GameSummarySchema, TakeBackSchema, RulesetProtocolSchema];
