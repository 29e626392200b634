/**
 * axe-core (@axe-core/playwright) on every page of the web client in a real
 * browser (Debian's Chromium): the sign-in page, the lobby, the settings, a
 * Bommerz game before and after its start and a solo Bomber game with its
 * map, on a desktop and a phone. No violation of impact serious or critical
 * is allowed; the others are printed. The pages are watched as every browser
 * test's are, but for their policy: axe injects styles of its own, which the
 * page's `style-src 'self'` refuses, so these contexts bypass it (the other
 * browser tests hold every page to it).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HAS_BROWSER, CHROMIUM, bomberMapFills, expectNoPageProblems, PHONE, playerPage, startRig, UNSTYLED_FILL, watchedContext, type BrowserRig } from './support.js';

let rig: BrowserRig;

beforeAll(async () => {
  if (HAS_BROWSER) rig = await startRig();
});
afterAll(() => rig?.close());
afterEach(expectNoPageProblems);

/** The contexts' options: the page's policy bypassed for axe's own styles. */
const AXE = { bypassCSP: true };

/** axe's findings on the page as it is now: the serious and critical ones (each with where), and a line of the rest. */
async function audit(page: Page, name: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = violations.filter((v) => !grave.includes(v));
  console.log(`${name}: ${grave.length} serious or critical, ${minor.length} other (${minor.map((v) => `${v.id} ×${v.nodes.length}`).join(', ') || 'none'})`);
  const lines = grave.map((v) => `${name}: ${v.impact} ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(' | ')}`);
  for (const line of lines) console.log(line);
  return lines;
}

/** Opens a new game from the lobby's form; answers with its id once the page is on it. */
async function create(page: Page, ruleset: 'bommerz' | 'bomber', seat: string, solo: boolean): Promise<string> {
  await page.selectOption('#new-ruleset', ruleset);
  if (ruleset === 'bomber') await page.selectOption('select[name=scenario]', 'introductory-paris');
  else await page.selectOption('select[name=players]', solo ? '1' : '2');
  if (solo && ruleset === 'bomber') await page.check('input[name=solo]');
  await page.waitForSelector(`#new-seat option[value=${seat}]`, { state: 'attached' });
  await page.selectOption('#new-seat', seat);
  await page.click('#create-game');
  await page.waitForURL(/\/play\/games\/[0-9a-f-]{36}/);
  return page.url().split('/play/games/')[1]!.split('?')[0]!;
}

describe.skipIf(!HAS_BROWSER)(`axe-core on the web client in Chromium (${CHROMIUM})`, () => {
  for (const [size, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', PHONE]] as const) {
    it(`finds no serious or critical violation on any page (${size})`, async () => {
      const found: string[] = [];
      const anonymous = await watchedContext(rig.browser, { ...AXE, viewport });
      const signIn = await anonymous.newPage();
      await signIn.goto(`${rig.baseUrl}/play`);
      await signIn.waitForSelector('input[name=name]');
      found.push(...(await audit(signIn, `${size} sign-in`)));
      await anonymous.close();

      const { context, page } = await playerPage(rig, `axe-${size}`, viewport, AXE);
      await page.waitForSelector('#new-ruleset');
      found.push(...(await audit(page, `${size} lobby`)));
      await create(page, 'bommerz', 'ork1', false);
      await page.waitForSelector('#seats li');
      found.push(...(await audit(page, `${size} Bommerz before its start`)));
      await page.goto(`${rig.baseUrl}/play`);
      await create(page, 'bommerz', 'ork1', true);
      await page.waitForSelector('.prompt .option');
      await page.waitForSelector('#position[src^="blob:"]');
      found.push(...(await audit(page, `${size} Bommerz solo game`)));
      await page.goto(`${rig.baseUrl}/play`);
      await create(page, 'bomber', 'american', true);
      await page.waitForSelector('.prompt .option');
      // Its map at set-up, in colour (no counter is on it before the map set-up).
      await expect.poll(async () => (await bomberMapFills(page)).hexes.filter((f) => !UNSTYLED_FILL.test(f)).length).toBeGreaterThanOrEqual(4);
      found.push(...(await audit(page, `${size} Bomber solo game`)));
      await page.goto(`${rig.baseUrl}/play/settings`);
      await page.waitForSelector('h1');
      found.push(...(await audit(page, `${size} settings`)));
      expect(found).toEqual([]);
      await context.close();
    });
  }
});
