/**
 * What a Bomber player keeps behind his screen, from his seat's JSON view:
 * the Air Status Card (each Air unit's Plane units, where they are, hits,
 * Endurance), the Mission Sheet and Target Cards for the American, the Flak
 * for the German. The picture shows the map; this shows the card beside it.
 */
import type { Schemas } from '../api.js';
import { h } from '../dom.js';

type BomberView = Schemas['BomberView'];
type AirStatus = NonNullable<BomberView['airStatus']['american']>;
type Plane = AirStatus['planes'][number];

function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): HTMLTableElement {
  return h('table', { class: 'card-table' }, h('thead', {}, h('tr', {}, ...head.map((c) => h('th', {}, c)))), h('tbody', {}, ...rows.map((r) => h('tr', {}, ...r.map((c) => h('td', {}, String(c)))))));
}

/** Where a Plane unit is: flying at an Altitude, in a ground box, or out. */
function planePlace(p: Plane): string {
  if (p.eliminated) return 'eliminated';
  if (p.altitude !== null) return `Altitude ${p.altitude}`;
  return p.ground ? `box ${p.ground}` : '—';
}

function airStatusTable(status: AirStatus): HTMLElement {
  const boxed = status.airUnits.filter((a) => status.planes.some((p) => p.airUnit === a.id));
  const rows = boxed.map((a) => {
    const planes = status.planes.filter((p) => p.airUnit === a.id);
    const what = planes.map((p) => `${p.variant} ${p.sp} SP (${planePlace(p)}${p.rockets ? ', rockets' : ''}${p.dropTanks ? ', drop tanks' : ''})`).join('; ');
    const state = [a.endurance !== null ? `Endurance ${a.endurance}` : '', a.offBoard ? `${a.offBoard.direction} ${a.offBoard.letter} Turn ${a.offBoard.turn}` : '', a.outForDay ? 'out for the day' : '', a.coveredBy !== null ? `covered by ${a.coveredBy}` : ''].filter(Boolean).join(', ');
    return [a.id, what, a.hits, state];
  });
  const loose = status.planes.filter((p) => p.airUnit === null && !p.eliminated).length;
  return h('div', {}, table(['Air unit', 'Plane units', 'Hits', ''], rows), loose > 0 ? h('p', { class: 'muted' }, `${loose} Plane unit${loose === 1 ? '' : 's'} in no Air Box yet.`) : null);
}

/** The seat's card as page elements; null for a view that holds none (a spectator's). */
export function bomberCard(view: BomberView): HTMLElement | null {
  const side = view.viewer.kind === 'seat' ? (view.viewer.seat as 'american' | 'german') : null;
  const status = side ? view.airStatus[side] : undefined;
  if (!side || !status) return null;
  const sheet = view.missionSheet ? Object.entries(view.missionSheet) : [];
  const flak = view.flak ? Object.entries(view.flak).filter(([, f]) => f.heavy + f.light > 0) : [];
  return h(
    'details',
    { class: 'card', id: 'bomber-card', open: true },
    h('summary', {}, side === 'american' ? 'Behind your screen: Air Status Card, Mission Sheet, Target Cards' : 'Behind your screen: Air Status Card and Flak'),
    airStatusTable(status),
    sheet.length > 0 ? h('div', {}, h('h3', {}, 'Mission Sheet'), table(['Air unit', 'Primary', 'Bomb Altitude', 'Formation', 'Take Off Turn', 'Land', 'Hits'], sheet.map(([id, l]) => [id, l.primary, l.bombAltitude, l.formation, l.takeOffTurn, l.land ?? '—', l.hits ?? '—']))) : null,
    view.targetCards ? h('p', {}, `Target Cards in hand: ${view.targetCards.hand.join(', ') || 'none'}${view.targetCards.drawn ? ` · just drawn: ${view.targetCards.drawn}` : ''}`) : null,
    flak.length > 0 ? h('div', {}, h('h3', {}, 'Flak'), table(['City', 'Heavy', 'Light'], flak.map(([city, f]) => [city, f.heavy, f.light]))) : null,
  );
}
