/**
 * Packing a side's Plane units into Air Boxes (V.C, IX.D): at most 12
 * Strength Points a box, one Model and Type a box, American units of
 * different areas in different boxes, at most 40 boxes. Players place units
 * as they like; this finds one legal layout to prove the forces fit (and
 * gives bots a default), first-fit by decreasing Strength Points.
 */
import type { PlaneUnits } from './scenario-schema.js';

/** Air Boxes on an Air Status Card. */
export const AIR_BOXES = 40;
/** Most Strength Points in one Air Box. */
export const MAX_BOX_SP = 12;

/** One packed Air Box: the group it belongs to and its units' Strength Points. */
export interface PackedBox {
  readonly group: string;
  readonly variant: string;
  readonly sps: number[];
}

/** Pack units that must share boxes only within their group (an area, or the German side). */
export function packAirBoxes(groups: readonly { group: string; units: readonly PlaneUnits[] }[]): PackedBox[] {
  const boxes: PackedBox[] = [];
  for (const { group, units } of groups) {
    const byVariant = new Map<string, number[]>();
    for (const u of units) byVariant.set(u.variant, [...(byVariant.get(u.variant) ?? []), ...Array<number>(u.count).fill(u.sp)]);
    for (const [variant, sps] of byVariant) {
      const open: PackedBox[] = [];
      for (const sp of [...sps].sort((a, b) => b - a)) {
        const box = open.find((b) => b.sps.reduce((s, x) => s + x, 0) + sp <= MAX_BOX_SP);
        if (box) box.sps.push(sp);
        else open.push({ group, variant, sps: [sp] });
      }
      boxes.push(...open);
    }
  }
  return boxes;
}
