/**
 * Bomber's components as data — Sortie's own mapboard, plane data, Game
 * Cards, Target Cards and scenarios (not the printed ones) — loaded,
 * schema-checked and cross-checked. See docs/rules/bomber.md.
 */
import { checkTargetCards } from './card-checks.js';
import { BomberDataError, loadDataFile } from './load.js';
import { checkMap } from './map-checks.js';
import { type BomberMap, MapSchema } from './map-schema.js';
import { loadPlanes, type PlaneVariant } from './planes.js';
import { checkScenario } from './scenario-checks.js';
import { loadScenarios, type ScenarioFile } from './scenarios.js';
import { shortCities } from './short-targets.js';
import type { TargetCard } from './target-card-schema.js';
import { loadTargetCards } from './target-cards.js';

/** All of Bomber's data files, loaded. */
export interface BomberData {
  readonly map: BomberMap;
  readonly planes: readonly PlaneVariant[];
  readonly targetCards: readonly TargetCard[];
  readonly scenarios: readonly ScenarioFile[];
}

/** Every cross-file problem in the data, each naming its file and field; empty when all is well. */
export function checkBomberData(data: BomberData): string[] {
  const short = shortCities(data.map, data.planes);
  return [
    ...checkMap(data.map),
    ...checkTargetCards(data.targetCards, data.map, short),
    ...data.scenarios.flatMap((s) =>
      checkScenario(s, { map: data.map, planes: data.planes, cards: data.targetCards, short }),
    ),
  ];
}

/** Load every data file, check it, and throw a BomberDataError listing all problems if any. */
export function loadBomberData(): BomberData {
  const data: BomberData = {
    map: loadDataFile('map.json', MapSchema),
    planes: loadPlanes(),
    targetCards: loadTargetCards(),
    scenarios: loadScenarios(),
  };
  const problems = checkBomberData(data);
  if (problems.length > 0) throw new BomberDataError(problems.join('\n'));
  return data;
}
