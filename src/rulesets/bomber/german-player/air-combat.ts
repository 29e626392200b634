/**
 * The German Air Combat line-up (XIII.F, rulings §10–11, §23), one attack
 * at a time from the Battle as the German view shows it. The attackers
 * line up Fighters first, then Destroyers, then Night Fighters: gun
 * attacks are fought in line-up order and the Bombers' return fire weakens
 * with every hit (XIII.F.2), so the cheap Fighters take the first, full
 * return fire and the dear Destroyers and Night Fighters (6 and 8 VP a
 * Strength Point, XV) come in after them. While a defender has no attacker
 * (the rules make sure each gets one first), a Fighter takes an Escort, a
 * Destroyer or Night Fighter a Bomber; the rest gang up on the Bomber most
 * attacked already, to finish its Plane units. Rocket carriers go at
 * Bombers only, never at the Escorts (they would waste their Rockets and
 * meet the Fighters they cannot fight): a Close launch at a big formation
 * (7 or more Strength Points as far as the German can tell, so the Rocket
 * Hit Chart's big-target Modifier applies, XIII.C.2, and the Close tables
 * hit twice as hard; it presumes Tight, the Formation Type it cannot see),
 * a Distant one at a smaller one, out of its return fire.
 */
import type { BomberCommand } from '../commands.js';
import { BIG_TARGET_SP } from '../data/cards/combat-modifiers.js';
import { best, optionOf, optionsOf, type GermanKnowledge, type Roll } from './knowledge.js';

type Attack = Extract<BomberCommand, { type: 'attack' }>;
type BattleView = GermanKnowledge['view']['battles'][number];

/** The order German Types line up in: the cheapest first. */
const LINE_UP_ORDER: Readonly<Record<string, number>> = { F: 0, D: 1, N: 2 };

/** The Battle being fought, as the German view shows it. */
function currentBattle(k: GermanKnowledge): BattleView | undefined {
  const phase = k.view.phase;
  return phase.kind === 'combat' && phase.battle !== null ? k.view.battles[phase.battle] : undefined;
}

/** The Strength Points of a Plane unit of an American Model in the scenario (its forces are public): the most any has. */
function unitSp(k: GermanKnowledge, model: string): number {
  const sps = k.ctx.scenario.american.flatMap((a) => a.units.filter((u) => k.ctx.variant(u.variant).model === model).map((u) => u.sp));
  return sps.length === 0 ? 0 : Math.max(...sps);
}

/**
 * A Bomber Formation's Strength Points as the German can tell them: shown
 * once its Hit Table is found, else its hex report's Bomber Plane units
 * (rulings §19) shared among the Battle's Bomber Formations, each at its
 * Model's Strength Points.
 */
export function bomberSpSeen(k: GermanKnowledge, battle: BattleView, target: number): number {
  const f = battle.formations[target]!;
  if (f.revealed !== null) return f.revealed.sp;
  const report = k.view.hexReports.find((r) => r.side === 'american' && r.hex === battle.spot.hex);
  const bombers = (report?.models ?? []).filter((m) => m.type === 'B');
  const formations = Math.max(1, battle.formations.filter((x) => x.side === 'american' && x.bomber).length);
  return bombers.reduce((n, m) => n + m.planeUnits * unitSp(k, m.model), 0) / formations;
}

/**
 * How many attackers must still go at Escorts: those left over once every
 * Bomber without an attacker has one (with fewer, the Escorts are left
 * alone: no pairing, no fire), at most one an Escort without an attacker.
 */
function escortSlots(battle: BattleView): number {
  const uncovered = (bomber: boolean) => battle.formations.filter((f, i) => f.side === 'american' && f.bomber === bomber && !battle.attacks.some((a) => a.target === i)).length;
  const free = battle.formations.filter((f, i) => f.side === 'german' && !battle.attacks.some((a) => a.attacker === i)).length;
  return Math.min(uncovered(false), Math.max(0, free - uncovered(true)));
}

/** An Air unit of this many Strength Points or fewer is fragile: a hit or two in return fire, and its landing's hit, take a Plane unit (ruling E67). */
export const FRAGILE_SP = 2;
/** A Bomber Formation of this many Strength Points or more is a big box: its return fire is what a fragile unit must not take alone. */
export const BIG_BOX_SP = 12;

/** The Strength Points of a German Air unit's Plane units. */
export const strengthOf = (k: GermanKnowledge, airUnit: number): number => k.planesIn(airUnit).reduce((n, p) => n + p.sp, 0);

/** How much an attack is worth to the German, for the attacker whose turn it is to line up. */
function worth(k: GermanKnowledge, battle: BattleView, attacks: readonly Attack[], o: Attack): number {
  const target = battle.formations[o.target]!;
  const attacker = battle.formations[o.attacker]!;
  const rockets = attacks.some((a) => a.attacker === o.attacker && a.launch !== 'guns');
  const attackedBy = battle.attacks.filter((a) => a.target === o.target).length;
  // A Fighter takes an Escort that must have an attacker, so that the Destroyers and Night Fighters need not.
  const takesEscort = !target.bomber && attackedBy === 0 && k.typeOf(attacker.airUnit) === 'F' && escortSlots(battle) > 0;
  let score = target.bomber ? 10 : takesEscort ? 20 : 0;
  if (rockets) {
    if (!target.bomber) score -= 20;
    const big = bomberSpSeen(k, battle, o.target) >= BIG_TARGET_SP;
    score += o.launch === (big ? 'close' : 'distant') ? 5 : o.launch === 'guns' ? -5 : 0;
  }
  // Version 5 (ruling E67): a fragile Air unit does not go alone at a big box, whose full return fire falls on it.
  const alone = k.edition >= 5 && target.bomber && attackedBy === 0 && strengthOf(k, attacker.airUnit) <= FRAGILE_SP && bomberSpSeen(k, battle, o.target) >= BIG_BOX_SP;
  // Gang up where others already attack.
  return score + 3 * attackedBy - (alone ? 25 : 0);
}

/** The German's next command in an Air Combat line-up. */
export function airCombatCommand(k: GermanKnowledge, options: readonly BomberCommand[], roll: Roll): BomberCommand | null {
  const attacks = optionsOf(options, 'attack');
  const battle = currentBattle(k);
  if (attacks.length > 0 && battle !== undefined) {
    const rank = (i: number) => LINE_UP_ORDER[k.typeOf(battle.formations[i]!.airUnit) ?? ''] ?? 3;
    const next = Math.min(...attacks.map((o) => rank(o.attacker)));
    const mine = attacks.filter((o) => rank(o.attacker) === next);
    return best(mine, (o) => worth(k, battle, mine, o), roll);
  }
  return optionOf(options, 'engage') ?? null;
}
