/**
 * What the views show of Battles (XIII.F.2, Bomber III item 5), field by
 * field. A Battle's spot, its Formations as laid out (Air unit, Formation,
 * Bomber or not, clock position), its line-up and whether it had an Air
 * Combat are public; a Formation's Model and Strength Points appear only
 * once its Hit Table has been found, and then to both. The last Combat
 * Phase's spots are public (XII.C.4 binds both sides). A side's standing
 * orders are its own.
 */
import { Type, type Static } from '@sinclair/typebox';
import { SIDES, type Battle, type BomberState, type Side, type Spot } from '../state.js';

const strict = { additionalProperties: false } as const;
const SideSchema = Type.Union([Type.Literal('american'), Type.Literal('german')]);
const AltitudeSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

export const SpotViewSchema = Type.Object({ hex: Type.String(), altitude: AltitudeSchema }, strict);

/** One Battle as anyone sees it. */
export const BattleViewSchema = Type.Object(
  {
    spot: SpotViewSchema,
    formations: Type.Array(
      Type.Object(
        {
          side: SideSchema,
          airUnit: Type.Integer({ minimum: 1, maximum: 40 }),
          formation: Type.Integer({ minimum: 1 }),
          bomber: Type.Boolean(),
          clock: Type.Union([Type.Literal(2), Type.Literal(4), Type.Literal(6), Type.Literal(8), Type.Literal(10), Type.Literal(12), Type.Null()]),
          revealed: Type.Union([Type.Object({ variant: Type.String(), sp: Type.Integer({ minimum: 0 }) }, strict), Type.Null()]),
        },
        strict,
      ),
    ),
    attacks: Type.Array(
      Type.Object({ attacker: Type.Integer(), target: Type.Integer(), launch: Type.Union([Type.Literal('guns'), Type.Literal('close'), Type.Literal('distant')]) }, strict),
    ),
    airCombat: Type.Boolean(),
    done: Type.Boolean(),
  },
  strict,
);

export const StandingOrdersViewSchema = Type.Object(
  { battles: Type.Union([Type.Literal('map'), Type.Literal('choose')]), hits: Type.Union([Type.Literal('last'), Type.Literal('first')]) },
  strict,
);

const spotView = (s: Spot): Spot => ({ hex: s.hex, altitude: s.altitude });

function battleView(b: Battle) {
  return {
    spot: spotView(b.spot),
    formations: b.formations.map((f) => ({
      side: f.side,
      airUnit: f.airUnit,
      formation: f.formation,
      bomber: f.bomber,
      clock: f.clock,
      revealed: f.revealed === null ? null : { variant: f.revealed.variant, sp: f.revealed.sp },
    })),
    attacks: b.attacks.map((a) => ({ attacker: a.attacker, target: a.target, launch: a.launch })),
    airCombat: b.airCombat,
    done: b.done,
  };
}

/** The current Combat Phase's Battles: public. */
export const battlesView = (state: BomberState) => state.battles.map(battleView);

/** The last Combat Phase's Air Combat spots: public. */
export const lastCombatView = (state: BomberState) => state.lastCombat.map(spotView);

/** The standing orders of the sides the viewer may see. */
export function standingOrdersView(state: BomberState, knows: (side: Side) => boolean): Partial<Record<Side, Static<typeof StandingOrdersViewSchema>>> {
  const out: Partial<Record<Side, Static<typeof StandingOrdersViewSchema>>> = {};
  for (const side of SIDES) if (knows(side)) out[side] = { battles: state[side].standing.battles, hits: state[side].standing.hits };
  return out;
}
