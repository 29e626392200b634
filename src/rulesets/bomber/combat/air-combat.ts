/**
 * Resolving an Air Combat (XIII.D, XIII.F.2–3, rulings §10–11): the
 * attacker's Rocket attacks first, then his gun attacks, each in the order
 * he lined them up. In a gun pairing both Formations roll at once, each at
 * its Strength Points before this pairing's hits, the defender again against
 * every attacker in turn at what it has left. A Rocket attack is one-sided;
 * a Close launch then takes one return roll from the target at its reduced
 * Strength Points. An attack on a Formation already eliminated is not
 * fought: its attacker keeps its Drop Tanks. Taking part drops the Drop
 * Tanks (XII.D.2); Rockets are spent when fired and dropped in any pairing
 * with American Fighters (XII.D.1, rulings §24). The rolls are seen by
 * both sides; what they drop from an Air Box, only by its owner
 * (`observation/redaction.ts`): the Endurance unit's new box shows on the
 * public Turn Record.
 */
import { contextOf } from '../context.js';
import type { AirRoll } from '../events.js';
import { emitUnseen } from '../observation/redaction.js';
import type { Play } from '../play.js';
import { airUnitOf, type Attack, type BattleFormation, type Launch } from '../state.js';
import { hitsScored, NO_COMBAT_TABLE } from '../data/cards/hit-tables.js';
import { afterAirCombat } from './after-air-combat.js';
import { formationPlanes, formationSp, formationVariant } from './formations.js';
import { airHitTable, rocketHitTable, type HitTable } from './hit-tables.js';
import { hitFormation } from './hits.js';
import { currentBattle, stillFlying } from './line-up.js';

/** Rolls one Formation's die on its Hit Table (none on Table 0, ruling C5). */
function roll(play: Play, by: number, at: number, fire: Launch | 'return', t: HitTable): AirRoll {
  const f = currentBattle(play.state).battle.formations[by]!;
  const die = t.table === NO_COMBAT_TABLE ? null : play.d6();
  return {
    by,
    at,
    fire,
    variant: formationVariant(play.state, f.side, f.airUnit, f.formation).key,
    sp: formationSp(play.state, f.side, f.airUnit, f.formation),
    basic: t.basic,
    modifiers: t.modifiers,
    table: t.table,
    die,
    hits: die === null ? 0 : hitsScored(t.table, die),
  };
}

/** A Formation that takes part drops its Drop Tanks; its Air unit keeps only Internal Endurance (XII.D.2). */
function dropTanks(play: Play, f: BattleFormation): void {
  const planes = formationPlanes(play.state, f.side, f.airUnit, f.formation).filter((p) => p.dropTanks);
  if (planes.length === 0) return;
  const a = airUnitOf(play.state, f.side, f.airUnit);
  const internal = contextOf(play.state.scenario).variant(planes[0]!.variant).endurance.internal;
  const endurance = Math.min(a.endurance!, a.takeOffTurn! + internal);
  emitUnseen(play, f.side, { type: 'drop-tanks-jettisoned', side: f.side, airUnit: f.airUnit, planes: planes.map((p) => p.id), endurance });
}

/** A German Formation's Rockets go: fired, or dropped because American Fighters engage it. */
function dropRockets(play: Play, f: BattleFormation, why: 'fired' | 'fighters'): void {
  const planes = formationPlanes(play.state, f.side, f.airUnit, f.formation).filter((p) => p.rockets);
  if (f.side === 'german' && planes.length > 0) emitUnseen(play, 'german', { type: 'rockets-spent', airUnit: f.airUnit, planes: planes.map((p) => p.id), why });
}

const isAmericanFighter = (f: BattleFormation) => f.side === 'american' && !f.bomber;

/** Emits a pairing's rolls, what taking part drops, then the hits, in that order. */
function score(play: Play, battle: number, rolls: readonly AirRoll[]): void {
  const formations = currentBattle(play.state).battle.formations;
  play.emit({ type: 'air-combat-rolled', battle, rolls });
  for (const r of rolls) {
    const by = formations[r.by]!;
    const at = formations[r.at]!;
    if (r.fire === 'close' || r.fire === 'distant') dropRockets(play, by, 'fired');
    if (isAmericanFighter(at)) dropRockets(play, by, 'fighters');
    if (isAmericanFighter(by)) dropRockets(play, at, 'fighters');
    dropTanks(play, by);
  }
  for (const r of rolls) {
    const at = formations[r.at]!;
    hitFormation(play, at.side, at.airUnit, at.formation, r.hits);
  }
}

/** A gun pairing: both roll at once (XIII.D.3). */
function gunPairing(play: Play, battle: number, a: Attack): void {
  const { battle: b } = currentBattle(play.state);
  const [attacker, target] = [b.formations[a.attacker]!, b.formations[a.target]!];
  const tables = [airHitTable(play.state, b.spot, attacker, target), airHitTable(play.state, b.spot, target, attacker)] as const;
  score(play, battle, [roll(play, a.attacker, a.target, 'guns', tables[0]), roll(play, a.target, a.attacker, 'return', tables[1])]);
}

/** A Rocket attack, and a Close launch's return roll (rulings §11). */
function rocketAttack(play: Play, battle: number, a: Attack & { launch: 'close' | 'distant' }): void {
  const { battle: b } = currentBattle(play.state);
  score(play, battle, [roll(play, a.attacker, a.target, a.launch, rocketHitTable(play.state, b.formations[a.attacker]!, b.formations[a.target]!, a.launch))]);
  const now = currentBattle(play.state).battle;
  if (a.launch === 'close' && stillFlying(play.state, now, a.target) && stillFlying(play.state, now, a.attacker)) {
    const t = airHitTable(play.state, now.spot, now.formations[a.target]!, now.formations[a.attacker]!);
    score(play, battle, [roll(play, a.target, a.attacker, 'return', t)]);
  }
}

const isRocket = (a: Attack): a is Attack & { launch: 'close' | 'distant' } => a.launch !== 'guns';

/** Fights the attacker's line-up in the current Battle, then what follows an Air Combat. */
export function resolveAirCombat(play: Play): void {
  const { battle, index } = currentBattle(play.state);
  const order = [...battle.attacks.filter(isRocket), ...battle.attacks.filter((a) => !isRocket(a))];
  const tookPart = new Set<number>();
  for (const a of order) {
    const now = currentBattle(play.state).battle;
    if (!stillFlying(play.state, now, a.target) || !stillFlying(play.state, now, a.attacker)) continue;
    tookPart.add(a.attacker).add(a.target);
    if (isRocket(a)) rocketAttack(play, index, a);
    else gunPairing(play, index, a);
  }
  afterAirCombat(play, [...tookPart]);
}
