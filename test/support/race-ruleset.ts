/**
 * A tiny ruleset for testing the kernel and the service without a real game:
 * two seats take turns rolling a die and adding it to their score; the first
 * to reach the target wins. On its turn a seat may also write a secret note
 * that only it sees, so redaction has something to hide.
 */
import { Type } from '@sinclair/typebox';
import type { Decision, Emitted, Ruleset, SeatId, Viewer } from '../../src/kernel/ruleset.js';

export interface RaceOptions {
  readonly target: number;
}
export interface RaceState {
  readonly target: number;
  readonly started: boolean;
  readonly turn: SeatId;
  readonly scores: Readonly<Record<SeatId, number>>;
  readonly notes: Readonly<Record<SeatId, readonly string[]>>;
  readonly winner: SeatId | null;
}
export type RaceCommand = { readonly type: 'roll' } | { readonly type: 'note'; readonly text: string };
export type RaceEvent =
  | { readonly type: 'started'; readonly first: SeatId }
  | { readonly type: 'rolled'; readonly seat: SeatId; readonly value: number }
  | { readonly type: 'noted'; readonly seat: SeatId; readonly text: string }
  | { readonly type: 'won'; readonly seat: SeatId };

const SEATS = ['a', 'b'] as const;
const other = (seat: SeatId): SeatId => (seat === 'a' ? 'b' : 'a');

export const raceRuleset: Ruleset<RaceState, RaceCommand, RaceEvent, RaceOptions> = {
  id: 'race',
  version: 1,
  title: 'Race (test ruleset)',
  optionsSchema: Type.Object({ target: Type.Integer({ minimum: 1, maximum: 100, default: 10 }) }, { additionalProperties: false }),
  commandSchema: Type.Union([
    Type.Object({ type: Type.Literal('roll') }, { additionalProperties: false }),
    Type.Object({ type: Type.Literal('note'), text: Type.String({ maxLength: 100 }) }, { additionalProperties: false }),
  ]),
  viewSchema: Type.Object({
    scores: Type.Record(Type.String(), Type.Integer()),
    turn: Type.Union([Type.String(), Type.Null()]),
    myNotes: Type.Array(Type.String()),
  }),
  seats: () => SEATS.map((id) => ({ id, label: `Racer ${id.toUpperCase()}` })),
  initialState: (options) => ({ target: options.target, started: false, turn: 'a', scores: { a: 0, b: 0 }, notes: { a: [], b: [] }, winner: null }),
  start(_state, dice): Decision<RaceEvent> {
    return { ok: true, events: [{ event: { type: 'started', first: dice.d6() <= 3 ? 'a' : 'b' } }] };
  },
  decide(state, seat, command, dice): Decision<RaceEvent> {
    switch (command.type) {
      case 'note': {
        const emitted: Emitted<RaceEvent> = { event: { type: 'noted', seat, text: command.text }, visibleTo: [seat], redacted: { type: 'noted', seat } as unknown as RaceEvent };
        return { ok: true, events: [emitted] };
      }
      case 'roll': {
        if (state.turn !== seat) return { ok: false, reason: 'not-your-turn', message: 'Wait for your turn.' };
        const value = dice.d6();
        const events: Emitted<RaceEvent>[] = [{ event: { type: 'rolled', seat, value } }];
        if ((state.scores[seat] ?? 0) + value >= state.target) events.push({ event: { type: 'won', seat } });
        return { ok: true, events };
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
  evolve(state, event): RaceState {
    switch (event.type) {
      case 'started':
        return { ...state, started: true, turn: event.first };
      case 'rolled':
        return { ...state, scores: { ...state.scores, [event.seat]: (state.scores[event.seat] ?? 0) + event.value }, turn: other(event.seat) };
      case 'noted':
        return { ...state, notes: { ...state.notes, [event.seat]: [...(state.notes[event.seat] ?? []), event.text] } };
      case 'won':
        return { ...state, winner: event.seat };
      default: {
        const never: never = event;
        throw new Error(`unknown event ${JSON.stringify(never)}`);
      }
    }
  },
  view(state, viewer: Viewer) {
    const playing = state.started && state.winner === null;
    return {
      scores: { ...state.scores },
      turn: playing ? state.turn : null,
      myNotes: viewer.kind === 'seat' ? [...(state.notes[viewer.seat] ?? [])] : [],
    };
  },
  // A picture of the view alone: the scores, and the viewer's own notes (a secret of its seat).
  drawView(view) {
    const v = view as { scores: Record<string, number>; turn: string | null; myNotes: string[] };
    const lines = [...Object.entries(v.scores).map(([seat, score]) => `${seat}: ${score}`), `turn: ${v.turn ?? '-'}`, ...v.myNotes.map((note) => `note: ${note}`)];
    const texts = lines.map((line, i) => `<text x="10" y="${20 + 20 * i}">${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text>`).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="${30 + 20 * lines.length}">${texts}</svg>`;
  },
  // Words from the event as the viewer has it: a redacted note has no text, so its words have none either.
  describeEvent(event) {
    const e = event as Partial<{ seat: string; first: string; value: number; text: string }> & { type: string };
    if (e.type === 'noted') return e.text === undefined ? `Racer ${e.seat} left a note.` : `Racer ${e.seat} left a note: ${e.text}`;
    if (e.type === 'rolled') return `Racer ${e.seat} rolled ${e.value}.`;
    if (e.type === 'started') return `The race began: racer ${e.first} first.`;
    if (e.type === 'won') return `Racer ${e.seat} won.`;
    return 'Something happened.';
  },
  describeCommand: (c) => (c.type === 'roll' ? 'Roll the die' : `Leave a note: ${c.text}`),
  prompts(state) {
    if (!state.started || state.winner !== null) return [];
    // A note is free text, so it cannot be listed; it is legal whenever rolling is.
    return [{ seat: state.turn, kind: 'roll', text: 'Roll the die (or leave a note first).', options: [{ type: 'roll' as const }], suggested: 0 }];
  },
  outcome(state) {
    return state.winner === null ? null : { result: 'won', summary: `Racer ${state.winner} reached ${state.target}.`, winners: [state.winner] };
  },
  bot: () => ({ type: 'roll' }),
};
