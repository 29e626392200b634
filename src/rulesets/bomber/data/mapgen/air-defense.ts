/**
 * Allied Air Defense hexes (XII.F.2): the sea the Allies' short-ranged
 * fighters held. Sortie's rule: a sea hex is Air Defense on a date when it
 * lies within `reach` hexes of Allied land that is defended (Great Britain;
 * Allied Italy and its islands by the Ground Lines) AND nearer to that land
 * than to any German-held land — so the narrow Channel splits down the middle.
 *
 * The same rule closes hexes to German Air units: "No German Air units may
 * be moved into a Great Britain hex or into the Allied Air Defense hexes
 * around Great Britain. The hexes to the south of the current Ground Line in
 * Italy and the adjacent Allied Air Defense hexes also may not be entered by
 * German Air units - the hexes that apply depend on the date of the scenario."
 */
import { SINCE_START, holdsOn } from '../dates.js';
import { neighbours, parseHexId, hexId } from '../hex-grid.js';
import type { MapHex } from '../map-schema.js';

/** Distance from every hex to the nearest hex of `sources` (multi-source breadth-first search). */
function distancesFrom(hexes: readonly MapHex[], sources: readonly MapHex[]): Map<string, number> {
  const known = new Set(hexes.map((h) => h.id));
  const dist = new Map<string, number>(sources.map((h) => [h.id, 0]));
  let frontier = sources.map((h) => h.id);
  for (let d = 1; frontier.length > 0; d++) {
    const next: string[] = [];
    for (const id of frontier)
      for (const n of neighbours(parseHexId(id))) {
        const nid = n.col >= 1 && n.row >= 1 ? hexId(n) : '';
        if (known.has(nid) && !dist.has(nid)) {
          dist.set(nid, d);
          next.push(nid);
        }
      }
    frontier = next;
  }
  return dist;
}

/**
 * Set `airDefenseFrom` on the sea hexes that qualify, at the first of `dates`
 * on which they do. `defended(hex)` says whether an Allied land hex's air
 * defense reaches out to sea.
 */
export function markAirDefense(
  hexes: MapHex[],
  dates: readonly string[],
  reach: number,
  defended: (hex: MapHex) => boolean,
): void {
  const holds = (h: MapHex) => h.terrain === 'land' || h.islands === true;
  const alliedOn = (h: MapHex, date: string) => h.control === 'allied' || holdsOn(h.alliedFrom, date);
  for (const date of [SINCE_START, ...[...dates].sort()]) {
    const allied = hexes.filter((h) => holds(h) && alliedOn(h, date) && defended(h));
    const german = hexes.filter((h) => holds(h) && h.control === 'german' && !alliedOn(h, date));
    const toAllied = distancesFrom(hexes, allied);
    const toGerman = distancesFrom(hexes, german);
    for (const h of hexes) {
      if (h.terrain !== 'sea' || h.airDefenseFrom !== undefined) continue;
      const a = toAllied.get(h.id) ?? Infinity;
      if (a <= reach && a < (toGerman.get(h.id) ?? Infinity)) h.airDefenseFrom = date;
    }
  }
}

/**
 * Set `closedToGermansFrom` (XII.F.2): the first date from which a hex is
 * defended Allied land (Great Britain from the start; Italy, Sardinia and
 * Corsica from the date their Ground Line or capture reaches the hex's
 * centre) or an Allied Air Defense hex. Call after `markAirDefense`, with the
 * same `defended`. Allied land that is not defended — the Soviet side of the
 * Eastern Front — stays open: the rule does not close it.
 */
export function markClosedToGermans(hexes: MapHex[], defended: (hex: MapHex) => boolean): void {
  for (const h of hexes) {
    const landFrom = h.control === 'allied' ? SINCE_START : h.alliedFrom;
    const dates = [h.airDefenseFrom, landFrom !== undefined && defended(h) ? landFrom : undefined];
    const first = dates.filter((d): d is string => d !== undefined).sort()[0];
    if (first !== undefined) h.closedToGermansFrom = first;
  }
}
