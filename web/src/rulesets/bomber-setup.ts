/**
 * Bomber's map set-up on the page (VI): a side has forty Air Boxes, most of
 * them empty. The step's options are listed for the Air units that hold
 * Plane units, as the seat's own view says; the empty ones (bluffs, and
 * covers to stand for the others) go together in one folded group at the
 * end. Presentation only: every option stays the prompt's own.
 */
import type { Schemas } from '../api.js';
import type { OptionGroup } from '../prompt-layout.js';

type BomberView = Schemas['BomberView'];

/** The Air units of the seat's side that hold Plane units, as its view's Air Status Card says. */
function holdingPlanes(view: BomberView): Set<number> {
  const side = view.viewer.kind === 'seat' ? (view.viewer.seat as 'american' | 'german') : null;
  const planes = (side && view.airStatus[side]?.planes) ?? [];
  return new Set(planes.flatMap((p) => (p.airUnit !== null && !p.eliminated ? [p.airUnit] : [])));
}

/** A prompt's groups as Bomber's page lays them out: in the map set-up, the Air units holding Plane units first, the empty Air Boxes in one group last. */
export function arrangeBomberGroups(view: BomberView | null, kind: string, groups: readonly OptionGroup[]): readonly OptionGroup[] {
  if (kind !== 'map-setup' || view === null) return groups;
  const holding = holdingPlanes(view);
  const empty = (g: OptionGroup) => g.key.startsWith('airUnit:') && !holding.has(Number(g.key.slice('airUnit:'.length)));
  const bluffs = groups.filter(empty);
  if (bluffs.length === 0) return groups;
  return [...groups.filter((g) => !empty(g)), { key: 'bluffs', title: `Bluffs: the ${bluffs.length} Air units with no Plane units`, options: bluffs.flatMap((g) => g.options) }];
}
