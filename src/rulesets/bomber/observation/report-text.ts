/** An Observation Report in the rulebook's words (IX.G.1): "Altitude Level "2", 11 Plane units, B-17s and P-47s". */
import type { HexReport, SeenAltitude } from './report.js';

const levelText = (a: SeenAltitude) => (a === 'ground' ? 'on the ground' : `"${a}"`);

/** The words a player would say of a hex whose Types and Models are revealed. */
export function hexReportText(r: HexReport): string {
  const levels = r.altitudes.filter((a) => a !== 'ground');
  const parts = [
    ...(levels.length > 0 ? [`Altitude Level${levels.length > 1 ? 's' : ''} ${levels.map(levelText).join(' and ')}`] : []),
    ...(r.altitudes.includes('ground') ? [levelText('ground')] : []),
    `${r.planeUnits} Plane unit${r.planeUnits === 1 ? '' : 's'}`,
  ];
  const models = [...new Set(r.models.map((m) => `${m.model}s`))];
  if (models.length > 0) parts.push(models.length === 1 ? models[0]! : `${models.slice(0, -1).join(', ')} and ${models.at(-1)}`);
  return parts.join(', ');
}
