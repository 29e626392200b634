/** A game's clocks as anyone may see them: clocks are public, like a chess clock on the table. */
import { Type, type Static } from '@sinclair/typebox';
import type { Position } from '../kernel/engine.js';
import { deadlineOf, usedBy } from '../kernel/control.js';
import type { PerMoveTimeControl } from './time-control.js';
import { PerMoveTimeControlSchema, fromKernelTimeControl } from './time-control.js';

/** The schema of a game's clocks. */
export const ClocksSchema = Type.Object(
  {
    gameId: Type.String({ format: 'uuid' }),
    version: Type.Integer({ description: 'The game version the clocks are read at.' }),
    timeControl: Type.Union([PerMoveTimeControlSchema, Type.Null()], { description: 'Null when the game has no time control.' }),
    clocks: Type.Array(
      Type.Object({
        seat: Type.String(),
        remainingSeconds: Type.Integer({ description: 'Time left in the bank now.' }),
        running: Type.Boolean(),
        deadline: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the bank runs out, while the clock runs.' }),
        reminded: Type.Boolean(),
        outOfTime: Type.Boolean({ description: 'Out of time under the claim policy: the other sides may claim the win until this seat moves. False for every seat once the game is over, as in the game\'s own outOfTime.' }),
        onVacation: Type.Boolean(),
      }),
      { description: 'One per seat, in seating order; empty before the game starts.' },
    ),
  },
  { $id: 'GameClocks', title: 'GameClocks' },
);
export type ClocksView = Static<typeof ClocksSchema>;

/** A game's clocks at `now`; before the start, the time control it was created with and no clocks; once it is `over`, nothing left to claim. */
export function clocksView(gameId: string, at: Position, created: PerMoveTimeControl | null, now: Date, over: boolean): ClocksView {
  const control = at.control;
  const tc = control?.timeControl;
  return {
    gameId,
    version: at.version,
    timeControl: tc ? fromKernelTimeControl(tc) : created,
    clocks: Object.entries(control?.clocks ?? {}).map(([seat, c]) => {
      return {
        seat,
        remainingSeconds: Math.floor(Math.max(0, c.bankMs - usedBy(c, now.getTime())) / 1000),
        running: c.since !== null,
        deadline: deadlineOf(c),
        reminded: c.reminded,
        outOfTime: c.flagged && !over,
        onVacation: c.away,
      };
    }),
  };
}
