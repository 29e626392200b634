/** Sortie's Bomber scenarios (scenarios/*.json), each checked against its schema. */
import { readdirSync } from 'node:fs';
import { dataPath, loadDataFile } from './load.js';
import { type Scenario, ScenarioSchema } from './scenario-schema.js';

/** A scenario and the file it came from, so checks can name the file. */
export interface ScenarioFile {
  readonly file: string;
  readonly scenario: Scenario;
}

/** Every scenario file, in file-name order. */
export function loadScenarios(): ScenarioFile[] {
  return readdirSync(dataPath('scenarios'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const file = `scenarios/${f}`;
      return { file, scenario: loadDataFile(file, ScenarioSchema) };
    });
}
