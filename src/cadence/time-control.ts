/**
 * The time control a game is created with, as the API takes it (seconds, a
 * timeout policy), and its kernel form (milliseconds) recorded in the log
 * when the game starts.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { TimeControl } from '../kernel/control.js';

const DAY = 86_400;

/** The schema of a per-move time control. */
export const PerMoveTimeControlSchema = Type.Object(
  {
    kind: Type.Literal('per-move'),
    perMoveSeconds: Type.Integer({ minimum: 60, maximum: 60 * DAY, description: "A seat's starting bank, and what each of its moves adds back (\"days per move\")." }),
    bankCapSeconds: Type.Optional(Type.Integer({ minimum: 60, maximum: 180 * DAY, description: 'The most a bank can hold; at least perMoveSeconds. Default: perMoveSeconds (no banking).' })),
    reminderSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 30 * DAY, description: 'How long before a deadline the reminder goes out; less than bankCapSeconds (a clock never runs longer); 0 for none. Default: a quarter of perMoveSeconds.' })),
    onTimeout: Type.Optional(
      Type.Union([Type.Literal('default-move'), Type.Literal('forfeit'), Type.Literal('claim')], {
        description: 'When a deadline passes: the server plays a legal default move for the seat, the seat forfeits, or the other players may claim the win. Default: claim.',
      }),
    ),
    vacationAllowed: Type.Optional(Type.Boolean({ description: "Whether a player's vacation stops their clock in this game. Default: true." })),
  },
  { additionalProperties: false, title: 'PerMoveTimeControl' },
);

const NoTimeControlSchema = Type.Object({ kind: Type.Literal('none') }, { additionalProperties: false, title: 'NoTimeControl' });

/**
 * The schema of a game's time control option, for the create-game body: one
 * of the forms, told apart by `kind`, so that a validation error speaks of
 * the form the client chose (not of every form it did not).
 */
export const TimeControlOptionSchema = Type.Unsafe<Static<typeof NoTimeControlSchema> | Static<typeof PerMoveTimeControlSchema>>({
  $id: 'TimeControl',
  title: 'TimeControl',
  description: 'How long each seat has to move. See docs/cadence.md.',
  type: 'object',
  oneOf: [NoTimeControlSchema, PerMoveTimeControlSchema],
  discriminator: { propertyName: 'kind' },
});

/** A time control option as the API takes it. */
export type TimeControlOption = Static<typeof TimeControlOptionSchema>;

/** A per-move time control with every default filled in, as a game row keeps it. */
export type PerMoveTimeControl = Required<Extract<TimeControlOption, { kind: 'per-move' }>>;

/** The option with its defaults filled in, or a reason it cannot be used; null for no time control. */
export function normalizeTimeControl(option: TimeControlOption | undefined): { ok: true; value: PerMoveTimeControl | null } | { ok: false; message: string } {
  if (!option || option.kind === 'none') return { ok: true, value: null };
  const bankCapSeconds = option.bankCapSeconds ?? option.perMoveSeconds;
  if (bankCapSeconds < option.perMoveSeconds) return { ok: false, message: 'bankCapSeconds must be at least perMoveSeconds.' };
  const reminderSeconds = option.reminderSeconds ?? Math.floor(option.perMoveSeconds / 4);
  // A clock never runs longer than the bank can hold, and a run no longer than the lead gets no reminder.
  if (reminderSeconds >= bankCapSeconds) return { ok: false, message: `reminderSeconds must be less than bankCapSeconds (${bankCapSeconds}): a clock never runs longer, so the reminder would never go out. 0 sends none.` };
  return {
    ok: true,
    value: { kind: 'per-move', perMoveSeconds: option.perMoveSeconds, bankCapSeconds, reminderSeconds, onTimeout: option.onTimeout ?? 'claim', vacationAllowed: option.vacationAllowed ?? true },
  };
}

/** A kernel time control in the API's units: the inverse of toKernelTimeControl. */
export function fromKernelTimeControl(tc: TimeControl): PerMoveTimeControl {
  return { kind: 'per-move', perMoveSeconds: tc.perMoveMs / 1000, bankCapSeconds: tc.bankCapMs / 1000, reminderSeconds: tc.reminderMs / 1000, onTimeout: tc.onTimeout, vacationAllowed: tc.vacationAllowed };
}

/** The kernel form of a normalized time control. */
export function toKernelTimeControl(tc: PerMoveTimeControl): TimeControl {
  return { perMoveMs: tc.perMoveSeconds * 1000, bankCapMs: tc.bankCapSeconds * 1000, reminderMs: tc.reminderSeconds * 1000, onTimeout: tc.onTimeout, vacationAllowed: tc.vacationAllowed };
}
