/**
 * Air Hit Charts (XIII.B.2): Basic Hit Table by firing Model and Type,
 * Strength Points in the firing Formation, and the target's kind.
 * Table = firepower per SP (eighths, planes.json) × SP × target
 * vulnerability, rounded half up. B-24s (more flammable, weaker defensive
 * fire below and ahead) are half again as easy to hit as B-17s.
 */
import { MAX_BOX_SP } from '../air-boxes.js';
import type { PlaneVariant } from '../planes.js';
import { basicTable } from './hit-tables.js';

/** What a Formation fires at: a Bomber model, or any Fighter, Destroyer or Night Fighter. */
export type AirTarget = 'B-17' | 'B-24' | 'F/D/N';
export const AIR_TARGETS: readonly AirTarget[] = ['B-17', 'B-24', 'F/D/N'];

/** Vulnerability in halves: B-17 ×1, B-24 ×1.5, non-bombers ×1. */
const VULNERABILITY_HALVES: Readonly<Record<AirTarget, number>> = { 'B-17': 2, 'B-24': 3, 'F/D/N': 2 };

/**
 * The Basic Hit Table, or undefined where the chart has no entry (Bombers
 * never fire at Bombers; American Fighters never meet them as targets).
 */
export function airBasicHitTable(firer: PlaneVariant, sp: number, target: AirTarget, altitude: 0 | 1 | 2): number | undefined {
  const bomberTarget = target !== 'F/D/N';
  const base = firer.firepower;
  const high = altitude === 2 ? base.atHighAltitude : undefined;
  const eighths = bomberTarget ? (high?.vsBombers ?? base.vsBombers) : (high?.vsFighters ?? base.vsFighters);
  if (eighths === undefined) return undefined;
  return basicTable(sp * eighths * VULNERABILITY_HALVES[target], 16);
}

/** One printed chart cell: one number, two ("Alt 0–1 / Alt 2") for FW-190 and P-38, or none. */
export type AirChartCell = number | readonly [number, number] | null;

/** The Air Hit Chart of one Model and Type, SP 1–12 by target, as the Game Card prints it. */
export function airHitChart(firer: PlaneVariant): { sp: number; cells: Record<AirTarget, AirChartCell> }[] {
  return Array.from({ length: MAX_BOX_SP }, (_, i) => {
    const sp = i + 1;
    const cells = Object.fromEntries(
      AIR_TARGETS.map((t) => {
        const low = airBasicHitTable(firer, sp, t, 1);
        const high = airBasicHitTable(firer, sp, t, 2);
        return [t, low === undefined || high === undefined ? null : low === high ? low : [low, high]];
      }),
    ) as Record<AirTarget, AirChartCell>;
    return { sp, cells };
  });
}
