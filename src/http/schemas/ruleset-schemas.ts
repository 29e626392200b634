/**
 * Schemas that differ by ruleset. Each ruleset's options, command and view
 * schemas are named after it (BommerzView, ...), and the responses that carry
 * them are one named schema per ruleset, tagged with a `ruleset` literal and
 * joined in a union. The serializer picks the branch whose tag matches and
 * writes only the properties that ruleset's view schema declares: a field a
 * view does not declare cannot reach the wire, whichever game it comes from.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { RulesetRegistry } from '../../kernel/registry.js';
import type { AnyRuleset, Outcome, Viewer } from '../../kernel/ruleset.js';
import type { CommandAnswer, SeatPrompt } from '../../games/seat-answers.js';
import type { TakeBackReach } from '../../kernel/take-back.js';
import { LogEntrySchema, OutcomeSchema, PromptWordFields, SeatId, TakeBackSchema, Timestamp, ViewerSchema, ref } from './common.js';

/** A view of a game, as the views routes answer. */
export interface GameViewBody {
  readonly ruleset: string;
  readonly gameId: string;
  readonly version: number;
  readonly viewer: Viewer;
  readonly view: unknown;
  readonly outcome: Outcome | null;
}

/** The prompts of a game, as the prompts route answers. */
export interface PromptsBody {
  readonly ruleset: string;
  readonly gameId: string;
  readonly version: number;
  readonly prompts: readonly SeatPrompt[];
  readonly takeBack: TakeBackReach | null;
}

/** The per-ruleset schemas of an app, and the unions its routes answer with. */
export interface RulesetSchemas {
  /** Every named schema, to add to the app. */
  readonly shared: readonly TSchema[];
  /** The `$id`s of the commands' schemas: a ruleset builds its commands from them field by field, so they are written as they are (response-serializers.ts). */
  readonly commands: readonly string[];
  readonly gameView: TSchema;
  readonly prompts: TSchema;
  readonly commandAnswer: TSchema;
  /** A ruleset's board (GET /rulesets/{rulesetId}/board). */
  readonly board: TSchema;
}

/** A ruleset's board, as the board route answers. */
export interface BoardBody {
  readonly ruleset: string;
  readonly board: unknown;
}

/** The name a ruleset's schemas start with: "bommerz" → "Bommerz". */
function prefixOf(ruleset: AnyRuleset): string {
  return ruleset.id
    .split(/[^A-Za-z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** A copy of a schema under a name (the ruleset's own `$id` wins if it has one). */
function named(schema: TSchema, $id: string, description: string): TSchema {
  return { description, ...schema, $id: schema.$id ?? $id };
}

function union<T>(branches: readonly TSchema[], description: string) {
  return Type.Unsafe<T>(branches.length === 0 ? Type.Never({ description }) : Type.Union([...branches], { description }));
}

/** Builds the named schemas of every registered ruleset. */
export function rulesetSchemas(rulesets: RulesetRegistry): RulesetSchemas {
  const shared: TSchema[] = [];
  const commands: string[] = [];
  const views: TSchema[] = [];
  const prompts: TSchema[] = [];
  const answers: TSchema[] = [];
  const boards: TSchema[] = [];
  for (const ruleset of rulesets.list()) {
    const p = prefixOf(ruleset);
    const options = named(ruleset.optionsSchema, `${p}Options`, `Options of a ${ruleset.title} game.`);
    const command = named(ruleset.commandSchema, `${p}Command`, `A command of ${ruleset.title}.`);
    const view = named(ruleset.viewSchema, `${p}View`, `A view of a ${ruleset.title} game.`);
    const tag = Type.Literal(ruleset.id);
    const base = { ruleset: tag, gameId: Type.String({ format: 'uuid' }), version: Type.Integer({ minimum: 0 }) };
    const prompt = Type.Object(
      {
        seat: SeatId,
        kind: { ...(ruleset.promptKinds ? Type.Union(ruleset.promptKinds.map((k) => Type.Literal(k))) : Type.String()), description: 'A short name of the decision.' },
        text: Type.String(),
        options: Type.Optional(Type.Array(Type.Ref(command.$id!), { description: "Every legal command now; only on the caller's own prompts." })),
        suggested: Type.Optional(Type.Integer({ minimum: 0, description: "The index in options of the command the ruleset's own bot would send for this seat, worked out from what the seat may know; only on the caller's own prompts." })),
        ...PromptWordFields,
      },
      { $id: `${p}Prompt` },
    );
    const gameView = Type.Object({ ...base, viewer: ref(ViewerSchema), view: Type.Ref(view.$id!), outcome: Type.Union([ref(OutcomeSchema), Type.Null()]) }, { $id: `${p}GameView` });
    const takeBack = Type.Union([ref(TakeBackSchema), Type.Null()], { description: 'How far your seat may take back its latest commands now; null when it may not (or you hold no seat).' });
    const promptList = Type.Object({ ...base, prompts: Type.Array(Type.Ref(prompt.$id!)), takeBack }, { $id: `${p}Prompts` });
    const answer = Type.Object(
      {
        ...base,
        status: Type.Union([Type.Literal('active'), Type.Literal('finished')]),
        seat: SeatId,
        events: Type.Array(ref(LogEntrySchema), { description: 'The events the command produced, as the caller may see them.' }),
        awaiting: Type.Array(SeatId),
        deadlines: Type.Optional(
          Type.Record(Type.String(), Timestamp, {
            description: 'When each seat in `awaiting` whose clock runs is out of time, by seat (as in GET /games/{gameId}). Absent only from the replay of an answer stored before answers carried it.',
          }),
        ),
        prompts: Type.Array(Type.Ref(prompt.$id!)),
        takeBack: Type.Optional({ ...takeBack, description: `${takeBack.description} Absent only from the replay of an answer stored before answers carried it.` }),
        outcome: Type.Union([ref(OutcomeSchema), Type.Null()]),
      },
      { $id: `${p}CommandAnswer` },
    );
    shared.push(options, command, view, prompt, gameView, promptList, answer);
    commands.push(command.$id!);
    views.push(Type.Ref(gameView.$id!));
    prompts.push(Type.Ref(promptList.$id!));
    answers.push(Type.Ref(answer.$id!));
    if (ruleset.board) {
      const board = named(ruleset.board.schema, `${p}Board`, `The map every ${ruleset.title} game is played on.`);
      const boardBody = Type.Object({ ruleset: tag, board: Type.Ref(board.$id!) }, { $id: `${p}BoardAnswer` });
      shared.push(board, boardBody);
      boards.push(Type.Ref(boardBody.$id!));
    }
  }
  return {
    shared,
    commands,
    gameView: union<GameViewBody>(views, 'A view of a game; the `ruleset` tag says whose view schema `view` follows.'),
    prompts: union<PromptsBody>(prompts, 'Who must act now; the options only on your own prompts.'),
    commandAnswer: union<CommandAnswer>(answers, 'The new version and what each seat must do next.'),
    board: union<BoardBody>(boards, 'The map a ruleset is played on; the `ruleset` tag says whose board schema `board` follows.'),
  };
}
