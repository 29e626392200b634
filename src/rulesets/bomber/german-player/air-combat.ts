/**
 * The German Air Combat line-up (XIII.F, rulings §10–11, §23), one attack
 * at a time from the Battle as the German view shows it: the Bombers first
 * (they are what the day is scored on), Rocket carriers at Bombers only,
 * never at the Escorts (they would waste their Rockets and meet the
 * Fighters they cannot fight), a Close launch at a big Bomber formation
 * (its hex report shows many Bomber Plane units: the Close tables hit
 * harder, and return fire from a few Plane units matters less than from
 * many, but the more there are, the more a hit is worth), a Distant one at
 * a small one; every other attacker with its guns; attackers left over gang
 * up on a target already attacked, the weakest revealed first, to finish
 * Plane units. The rules make sure every defender gets one attacker first.
 */
import type { BomberCommand } from '../commands.js';
import { best, optionOf, optionsOf, type GermanKnowledge, type Roll } from './knowledge.js';

/** Bomber Plane units in a hex from which a Rocket launch goes Close. */
const BIG_FORMATION = 6;

type Attack = Extract<BomberCommand, { type: 'attack' }>;
type BattleView = GermanKnowledge['view']['battles'][number];

/** The Battle being fought, as the German view shows it. */
function currentBattle(k: GermanKnowledge): BattleView | undefined {
  const phase = k.view.phase;
  return phase.kind === 'combat' && phase.battle !== null ? k.view.battles[phase.battle] : undefined;
}

/** American Bomber Plane units the German sees in a hex (its hex report, rulings §19). */
function bombersSeenIn(k: GermanKnowledge, hex: string): number {
  const report = k.view.hexReports.find((r) => r.side === 'american' && r.hex === hex);
  return (report?.models ?? []).filter((m) => m.type === 'B').reduce((n, m) => n + m.planeUnits, 0);
}

/** How much an attack is worth to the German. */
function worth(k: GermanKnowledge, battle: BattleView, attacks: readonly Attack[], o: Attack): number {
  const target = battle.formations[o.target]!;
  const rockets = attacks.some((a) => a.attacker === o.attacker && a.launch !== 'guns');
  let score = target.bomber ? 10 : 0;
  if (rockets) {
    if (!target.bomber) score -= 20;
    const big = bombersSeenIn(k, battle.spot.hex) >= BIG_FORMATION;
    score += o.launch === (big ? 'close' : 'distant') ? 5 : o.launch === 'guns' ? -5 : 0;
  }
  // Gang up where others already attack, the weakest revealed target first.
  score += 3 * battle.attacks.filter((a) => a.target === o.target).length;
  if (target.revealed !== null) score += Math.max(0, 12 - target.revealed.sp) / 4;
  return score;
}

/** The German's next command in an Air Combat line-up. */
export function airCombatCommand(k: GermanKnowledge, options: readonly BomberCommand[], roll: Roll): BomberCommand | null {
  const attacks = optionsOf(options, 'attack');
  const battle = currentBattle(k);
  if (attacks.length > 0 && battle !== undefined) return best(attacks, (o) => worth(k, battle, attacks, o), roll);
  return optionOf(options, 'engage') ?? null;
}
