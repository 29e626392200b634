/**
 * Every WebSocket message, both ways, as TypeBox schemas: the server's
 * messages are built against these types and the client's are validated
 * with them; openapi/websocket-messages.schema.json is generated from them.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { VisibleEntry } from '../kernel/log.js';
import { LogEntrySchema, OutcomeSchema, PromptWordFields, SeatId, TakeBackSchema, ref } from '../http/schemas/common.js';

const Id = Type.String({ format: 'uuid' });
const Seq = Type.Integer({ minimum: 0 });

/** A command, as the ruleset's command schema has it. */
const Command = Type.Object({ type: Type.String() }, { additionalProperties: true, description: 'A legal command.' });

/** What a seat must decide, with its legal commands. */
const PromptSchema = Type.Object(
  {
    seat: SeatId,
    kind: Type.String(),
    text: Type.String(),
    options: Type.Array(Command),
    suggested: Type.Optional(Type.Integer({ minimum: 0, description: "The index in options of the ruleset's suggested command, from what the seat may know." })),
    suggestion: Type.Optional(
      Type.Union([Type.Object({ command: Command }, { additionalProperties: false }), Type.Object({ commands: Type.Array(Command, { minItems: 1 }) }, { additionalProperties: false })], {
        description: 'The step done the suggested way, from what the seat may know: a request body to POST to /games/{gameId}/commands as it is (hidden edits inside the command that carries them).',
      }),
    ),
    ...PromptWordFields,
  },
  { additionalProperties: false },
);

/** First message on the game stream. */
export const GameHelloMessage = Type.Object(
  {
    type: Type.Literal('hello'),
    stream: Type.Literal('game'),
    gameId: Id,
    seat: Type.Union([SeatId, Type.Null()], { description: 'The listener’s seat; null for a spectator.' }),
    version: Seq,
    heartbeatSeconds: Type.Integer({ description: 'How often the server pings; a silent connection is closed after two of these.' }),
  },
  { additionalProperties: false, description: 'Sent once, on connect, before any events.' },
);

/** First message on the personal stream. */
export const PersonalHelloMessage = Type.Object(
  {
    type: Type.Literal('hello'),
    stream: Type.Literal('personal'),
    accountId: Id,
    heartbeatSeconds: Type.Integer(),
  },
  { additionalProperties: false, description: 'Sent once, on connect, before the games already waiting for you.' },
);

/** Events after the client's resume point, in order. */
export const EventsMessage = Type.Object(
  {
    type: Type.Literal('events'),
    gameId: Id,
    entries: Type.Array(ref(LogEntrySchema), { minItems: 1 }),
  },
  { additionalProperties: false, description: 'Whole batches, in order, none twice, each entry as the HTTP log shows it to the listener; the last entry’s seq is where to resume.' },
);

/** The listener's seat must act. */
export const YourTurnMessage = Type.Object(
  {
    type: Type.Literal('your-turn'),
    gameId: Id,
    name: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: "On the personal stream: the game's name (null for none), so that a client can say which game without asking." })),
    seat: SeatId,
    version: Seq,
    prompts: Type.Optional(Type.Array(PromptSchema, { description: "What the seat may do now: its own prompts at `version`, each with every legal option. On both streams; on the personal stream left out when the game had moved on as they were read (the your-turn or game-over of that move follows), and GET /games/{gameId}/prompts has them too." })),
    takeBack: Type.Optional({ ...ref(TakeBackSchema), description: 'On the game stream, when the seat may take back its latest commands now: how far (POST /games/{gameId}/takeback).' }),
    deadline: Type.Optional(Type.String({ format: 'date-time', description: "When the seat's clock runs out, as of `version`; absent when no clock runs for it: no time control, a vacation, or out of time (under the claim policy the others may then claim). GET /games/{gameId}/clocks has the latest." })),
  },
  { additionalProperties: false },
);

/** The game has ended. */
export const GameOverMessage = Type.Object(
  {
    type: Type.Literal('game-over'),
    gameId: Id,
    name: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: "The game's name (null for none)." })),
    version: Seq,
    outcome: ref(OutcomeSchema),
  },
  { additionalProperties: false },
);

/** A line written in a game, as its reader is shown it (GET /games/{gameId}/messages answers the same). */
export const GameMessageSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[0-9]{1,18}$', description: 'Its id, in the order written: pass as `after` to read on.' }),
    room: Type.Union([Type.Literal('players'), Type.Literal('spectators')], { description: "players: written by a seat; spectators: the spectators' room, which the players read only once the game is over." }),
    seat: Type.Union([SeatId, Type.Null()], { description: "The seat that wrote it; null in the spectators' room." }),
    to: Type.Union([SeatId, Type.Null()], { description: 'For a private line, the one seat it is to (only the two seats read it); null for a line to every seat.' }),
    author: Type.String({ description: 'The name of the account that wrote it; "a former player" once that account is closed.' }),
    text: Type.String({ description: 'Plain text, as written: show it as text, never as markup.' }),
    at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

/** A message was written in the game that the listener may read. */
export const GameMessageFrame = Type.Object(
  { type: Type.Literal('message'), gameId: Id, message: GameMessageSchema },
  {
    additionalProperties: false,
    description:
      'A line written in the game since the stream opened that the listener may read (a private line only to its two seats, the spectators\' room not to players while the game runs, nothing from an account the listener blocks, nothing at all in a game the listener muted). Earlier ones: GET /games/{gameId}/messages. Not part of the log: it moves no version.',
  },
);

/** The answer to a client's ping. */
export const PongMessage = Type.Object({ type: Type.Literal('pong'), id: Type.Optional(Type.String({ maxLength: 64 })) }, { additionalProperties: false });

/** A client message the server could not use. The connection stays open unless the client keeps erring. */
export const ErrorMessage = Type.Object(
  {
    type: Type.Literal('error'),
    code: Type.Union([Type.Literal('invalid-message'), Type.Literal('too-large')]),
    message: Type.String(),
  },
  { additionalProperties: false },
);

/** A notice besides turns and results: a reminder, a timeout, a game that may be claimed, an invitation, a game ready to start. */
export const NoticeMessage = Type.Object(
  {
    type: Type.Literal('notice'),
    kind: Type.Union([Type.Literal('reminder'), Type.Literal('timeout'), Type.Literal('claimable'), Type.Literal('invitation'), Type.Literal('ready')], {
      description:
        'reminder: your move is due by `deadline`; timeout: your time ran out and `policy` applied; claimable: `against` ran out of time and you may claim the game; invitation: `from` invites you to a game not started (with its `inviteCode` if it is private); ready: `from` took the last seat of a game of yours not started, which any of its players may now start.',
    }),
    gameId: Id,
    name: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: "In a reminder, a timeout or a claimable notice: the game's name (null for none). Never in an invitation or a ready notice, which may go to accounts not in the game." })),
    version: Type.Optional(Type.Integer({ minimum: 0, description: 'The version of the game that called for a clock notice.' })),
    seat: Type.Optional(SeatId),
    deadline: Type.Optional(Type.String({ format: 'date-time' })),
    policy: Type.Optional(Type.String()),
    against: Type.Optional(SeatId),
    from: Type.Optional(Type.String({ description: 'Who invites you, or took the last seat.' })),
    inviteCode: Type.Optional(Type.String({ description: "A private game's invitation code." })),
  },
  { additionalProperties: false },
);

/** That the lobby changed: a game not started was opened, had a seat taken or freed, or was cancelled. */
export const LobbyMessage = Type.Object(
  {
    type: Type.Literal('lobby'),
    gameId: Id,
  },
  {
    additionalProperties: false,
    description:
      "A game not started changed: it was created, a seat in it was taken or freed, or it was cancelled. Sent for a public game to every personal stream, for a private one to its creator's and its seated players' only. It says no more than that: read the lobby again (GET /games?openSeats=true, GET /games/{gameId}).",
  },
);

/** A client's liveness check; answered with a pong carrying the same id. */
export const PingMessage = Type.Object({ type: Type.Literal('ping'), id: Type.Optional(Type.String({ maxLength: 64 })) }, { additionalProperties: false });

/** What a client may send on either stream. */
export const ClientMessage = PingMessage;

/** What the server sends on the game stream. */
export const GameStreamMessage = Type.Union([GameHelloMessage, EventsMessage, YourTurnMessage, GameOverMessage, GameMessageFrame, PongMessage, ErrorMessage]);

/** What the server sends on the personal stream. */
export const PersonalStreamMessage = Type.Union([PersonalHelloMessage, YourTurnMessage, GameOverMessage, NoticeMessage, LobbyMessage, PongMessage, ErrorMessage]);

export type ClientMessage = Static<typeof ClientMessage>;
export type YourTurnMessage = Static<typeof YourTurnMessage>;
export type GameOverMessage = Static<typeof GameOverMessage>;
export type NoticeMessage = Static<typeof NoticeMessage>;
export type LobbyMessage = Static<typeof LobbyMessage>;
/** The events message, typed with the kernel's (read-only) entries that LogEntrySchema describes. */
export type EventsMessage = Omit<Static<typeof EventsMessage>, 'entries'> & { readonly entries: readonly VisibleEntry[] };
type Common = Static<typeof PongMessage> | Static<typeof ErrorMessage>;
/** What the server sends on the game stream. */
export type GameStreamMessage = Static<typeof GameHelloMessage> | EventsMessage | YourTurnMessage | GameOverMessage | Static<typeof GameMessageFrame> | Common;
/** What the server sends on the personal stream. */
export type PersonalStreamMessage = Static<typeof PersonalHelloMessage> | YourTurnMessage | GameOverMessage | NoticeMessage | LobbyMessage | Common;
/** Anything the server sends. */
export type ServerMessage = GameStreamMessage | PersonalStreamMessage;

/** The game stream's query: where in the log it starts. */
export const GameStreamQuery = Type.Object({
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1, default: 0, description: 'The seq of the last event the client has: the stream starts with the next one (0, the default: from the start).' })),
});

/** The API's shared schemas the messages refer to by `$id`. */
export const REFERENCED_SCHEMAS: readonly TSchema[] = [LogEntrySchema, OutcomeSchema, TakeBackSchema];

/** Every message by name, for the published JSON Schema. */
export const MESSAGE_SCHEMAS: Readonly<Record<string, TSchema>> = {
  GameHello: GameHelloMessage,
  PersonalHello: PersonalHelloMessage,
  Events: EventsMessage,
  YourTurn: YourTurnMessage,
  GameOver: GameOverMessage,
  Notice: NoticeMessage,
  Lobby: LobbyMessage,
  Message: GameMessageFrame,
  Pong: PongMessage,
  Error: ErrorMessage,
  Ping: PingMessage,
};
