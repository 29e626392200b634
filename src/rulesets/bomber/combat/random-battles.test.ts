/**
 * Random Battles (a small property test): random Formations of Black
 * Thursday's forces at one spot, random facings, Rockets, Drop Tanks, hits
 * and standing orders, a random legal line-up and the game's seeded dice.
 * Every Battle must resolve, fold, keep each box's hits below its smallest
 * Plane unit, show views that fit the view schema and tell the other side
 * no box's hits. BOMBER_BATTLES sets how many (CI: 30).
 */
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { seededDice, seededRandom } from '../../../kernel/dice.js';
import { decide, sealedChoice } from '../decide.js';
import { evolve } from '../evolve.js';
import { optionsFor } from '../prompts.js';
import type { Altitude, BomberState, Side } from '../state.js';
import { view } from '../view.js';
import { ViewSchema } from '../view-schema.js';
import { atTakeOffStep, flying, HEX, schweinfurt } from './battle-fixtures.js';

const BATTLES = Number(process.env.BOMBER_BATTLES ?? 30);

function randomBattle(n: number): BomberState {
  const random = seededRandom(n);
  const pickSome = (ids: number[]) => ids.filter(() => random() < 0.35);
  const altitude = Math.floor(random() * 3) as Altitude;
  const facing = Math.floor(random() * 6);
  const side: Side = random() < 0.75 ? 'german' : 'american';
  let s: BomberState = { ...schweinfurt, lastCombat: side === 'american' ? [{ hex: HEX, altitude }] : [] };
  const american = pickSome([1, 2, 3, 4, 5, 6, 7, 8]);
  const german = pickSome([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
  for (const [sd, ids] of [['american', american.length > 0 ? american : [1]], ['german', german.length > 0 ? german : [8]]] as const) {
    for (const id of ids) {
      const planes = s[sd].planes.filter((p) => p.airUnit === id);
      const hits = Math.floor(random() * Math.min(...planes.map((p) => p.sp)));
      const formations = Object.fromEntries(planes.map((p) => [p.id, 1 + Math.floor(random() * 2)]));
      s = flying(s, sd, id, { hex: HEX, altitude, facing, enteredFrom: random() < 0.3 ? null : Math.floor(random() * 6), rockets: random() < 0.6, dropTanks: random() < 0.5, hits, formations });
    }
    s = { ...s, [sd]: { ...s[sd], standing: { battles: 'map', hits: random() < 0.5 ? 'last' : 'first' } } };
  }
  return atTakeOffStep(s, side);
}

describe('Random Battles (property)', () => {
  it(`${BATTLES} random Battles resolve, fold and keep every rule's invariants`, () => {
    let fought = 0;
    for (let n = 1; n <= BATTLES; n++) {
      let s = randomBattle(n);
      const side = s.phase.kind === 'movement' ? s.phase.side : 'german';
      const random = seededRandom(1000 + n);
      for (let step = 0; s.phase.kind === 'movement' || (s.phase.kind === 'combat' && s.phase.step !== 'battles'); step++) {
        expect(step).toBeLessThan(200);
        if (optionsFor(s, side).length === 0) break;
        // A random option, hidden changes (a jettison) sent inside the command after them (secret-edits.ts).
        const c = sealedChoice(s, side, (draft) => {
          const options = optionsFor(draft, side).filter((o) => o.type !== 'set-standing-orders');
          const engage = options.find((o) => o.type === 'engage');
          return engage && random() < 0.3 ? engage : options[Math.floor(random() * options.length)]!;
        });
        const d = decide(s, side, c, seededDice(`battle-${n}`, step * 40));
        if (!d.ok) throw new Error(`${n}: ${d.message}`);
        for (const e of d.events) {
          if (e.event.type === 'air-box-hit') {
            const other = e.event.side === 'american' ? 'german' : 'american';
            expect(e.visibleTo).toEqual([e.event.side]);
            expect(e.visibleTo).not.toContain(other);
            expect(e.redacted).not.toHaveProperty('hits');
          }
          if (e.event.type === 'air-combat-rolled') fought++;
        }
        s = d.events.reduce((st, e) => evolve(st, e.event), s);
        for (const sd of ['american', 'german'] as const) {
          for (const a of s[sd].airUnits) {
            const left = s[sd].planes.filter((p) => p.airUnit === a.id && !p.eliminated);
            if (left.length > 0) expect(a.hits).toBeLessThan(Math.min(...left.map((p) => p.sp)));
          }
          expect(s[sd].planes.filter((p) => p.eliminated).every((p) => p.altitude === null && p.ground === null)).toBe(true);
        }
        for (const viewer of [{ kind: 'seat', seat: 'american' }, { kind: 'seat', seat: 'german' }, { kind: 'public' }] as const) expect(Value.Check(ViewSchema, view(s, viewer))).toBe(true);
      }
    }
    expect(fought).toBeGreaterThan(BATTLES / 2);
  });
});
