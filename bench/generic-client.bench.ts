/**
 * Any client plays any game, the long version of test/api/generic-client.test.ts:
 *   npx tsx bench/generic-client.bench.ts [games per case]   (DATABASE_URL=… for a real server)
 *
 * 1. Over HTTP and the personal stream, the client that knows no ruleset
 *    (test/support/generic-client.ts) plays by suggestions alone every Bomber
 *    scenario, for two players and solo, and Bommerz for every player count;
 *    each game is verified. It prints each game's result, its requests and
 *    its time.
 * 2. Are suggestions worth following? Through the ruleset contract (the
 *    simulator's loop, scripts/simulate.ts), every Bomber scenario, the
 *    American playing its prompts' suggestions against the sensible German,
 *    beside the simulator's sensible American against the same German with
 *    the same seeds: the mean Victory Point margin (American less German) of each.
 */
import { seededRandom } from '../src/kernel/dice.js';
import type { AnyRuleset } from '../src/kernel/ruleset.js';
import { POLICIES, type Policy } from '../src/rulesets/bomber/bots/index.js';
import { SCENARIO_IDS } from '../src/rulesets/bomber/context.js';
import { bomberRuleset } from '../src/rulesets/bomber/index.js';
import { playGame } from '../scripts/simulate.js';
import { playBySuggestions } from '../test/support/generic-client.js';
import { createTestApp } from '../test/support/test-app.js';

const GAMES = Math.max(1, Number(process.argv[2] ?? 1));

const t = await createTestApp();
const baseUrl = await t.listen();
const cases: [string, Record<string, unknown>][] = [
  ...SCENARIO_IDS.flatMap((scenario): [string, Record<string, unknown>][] => [
    ['bomber', { scenario }],
    ['bomber', { scenario, solo: true }],
  ]),
  ...[1, 2, 3, 5].map((players): [string, Record<string, unknown>] => ['bommerz', { players }]),
];
console.log('1. The generic client over HTTP, by suggestions alone');
let failed = 0;
for (const [ruleset, options] of cases)
  for (let g = 0; g < GAMES; g++) {
    const game = await playBySuggestions(baseUrl, ruleset, options);
    if (!game.verification.ok) failed++;
    console.log(`  ${ruleset} ${JSON.stringify(options)}: ${game.outcome.summary} — requests ${JSON.stringify(game.requests)}, ${(game.milliseconds / 1000).toFixed(1)} s, verified ${game.verification.ok}`);
  }
await t.close();

/** The American sends its prompt's suggestion (one command: Bomber's carry their edits), the German is the sensible one. */
const bySuggestion: Policy = (state, seat, random) => {
  if (seat !== 'american') return POLICIES.sensible(state, seat, random);
  const s = bomberRuleset.prompts(state).find((p) => p.seat === seat)!.suggestion!;
  return 'command' in s ? s.command : s.commands[0]!;
};

/** American less German Victory Points, from the outcome's summary. */
function margin(summary: string): number {
  const m = /American (\d+), German (\d+)/.exec(summary);
  if (!m) throw new Error(`no Victory Points in "${summary}"`);
  return Number(m[1]) - Number(m[2]);
}

console.log(`2. Mean VP margin (American − German) over ${GAMES} game(s) a scenario, seeds 1..${GAMES}, against the sensible German`);
for (const scenario of SCENARIO_IDS) {
  const mean = (policy: Policy) => {
    let sum = 0;
    for (let g = 1; g <= GAMES; g++) sum += margin(playGame(bomberRuleset as AnyRuleset, { scenario }, policy, seededRandom(g)).outcome.summary);
    return sum / GAMES;
  };
  console.log(`  ${scenario}: by suggestions ${mean(bySuggestion).toFixed(1)}, the simulator's sensible American ${mean(POLICIES.sensible).toFixed(1)}`);
}
if (failed > 0) {
  console.error(`${failed} game(s) did not verify`);
  process.exit(1);
}
