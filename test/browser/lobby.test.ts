/**
 * The lobby in a real browser (Debian's Chromium): a game another player
 * opens appears under Open games without a reload (the personal stream's
 * `lobby` message); the new-game form names options and scenarios in words,
 * the Introductory Game first and chosen; and on a 390 px phone the lobby
 * fits the screen, its Create button within reach.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HAS_BROWSER, CHROMIUM, expectNoPageProblems, PHONE, playerPage, startRig, watchedContext, type BrowserRig } from './support.js';

let rig: BrowserRig;

beforeAll(async () => {
  if (HAS_BROWSER) rig = await startRig();
});
afterAll(() => rig?.close());
afterEach(expectNoPageProblems);

/** Counts the navigations of a page's main frame from now on: a live page has none. */
function navigations(page: Page): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => frame === page.mainFrame() && count++);
  return () => count;
}

describe.skipIf(!HAS_BROWSER)(`the lobby in Chromium (${CHROMIUM})`, () => {
  it('shows a game another player opens under Open games at once, without a reload', async () => {
    const watcher = await playerPage(rig, 'lobby-watcher');
    const creator = await playerPage(rig, 'lobby-creator');
    const reloads = navigations(watcher.page);
    await creator.page.selectOption('#new-ruleset', 'bommerz');
    await creator.page.selectOption('select[name=players]', '2');
    await creator.page.waitForSelector('#new-seat option[value=ork1]', { state: 'attached' });
    await creator.page.click('#create-game');
    await creator.page.waitForURL(/\/play\/games\/[0-9a-f-]{36}/);
    const gameId = creator.page.url().split('/play/games/')[1]!.split('?')[0]!;
    await watcher.page.waitForSelector(`#open [data-game="${gameId}"]`, { timeout: 15_000 });
    expect(reloads()).toBe(0);
    await Promise.all([watcher.context.close(), creator.context.close()]);
  });

  it("names the form's options and scenarios in words, players in order, the Introductory Game first and chosen", async () => {
    const { page, context } = await playerPage(rig, 'lobby-reader');
    await page.selectOption('#new-ruleset', 'bommerz');
    const players = page.locator('select[name=players] option');
    await players.first().waitFor({ state: 'attached' });
    expect(await players.allTextContents()).toEqual(['1', '2', '3', '4', '5']);
    expect(await page.locator('label.field:has(select[name=players]) > span').textContent()).toBe('Players');
    await page.selectOption('#new-ruleset', 'bomber');
    const scenarios = page.locator('select[name=scenario] option');
    await scenarios.first().waitFor({ state: 'attached' });
    const names = await scenarios.allTextContents();
    expect(names[0]).toMatch(/^Introductory Game/);
    expect(names).toHaveLength(7);
    // Titles, never the ids the API takes.
    expect(names.some((n) => /^[a-z0-9-]+$/.test(n))).toBe(false);
    expect(await page.locator('select[name=scenario]').inputValue()).toBe('introductory-paris');
    expect(await page.locator('label.field:has(select[name=scenario]) > span').textContent()).toBe('Scenario');
    await context.close();
  });

  it('fits a 390 px phone without scrolling sideways, Create within reach of a tap', async () => {
    const context = await watchedContext(rig.browser, { viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto(`${rig.baseUrl}/play`);
    await page.fill('input[name=name]', 'lobby-phone');
    await page.fill('input[name=password]', 'correct horse battery');
    await page.click('#register');
    await page.waitForSelector('#create-game');
    await page.selectOption('#new-ruleset', 'bomber');
    await page.locator('select[name=scenario] option').first().waitFor({ state: 'attached' });
    const width = await page.evaluate('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
    const create = await page.locator('#create-game').boundingBox();
    expect(create!.x).toBeGreaterThanOrEqual(0);
    expect(create!.x + create!.width).toBeLessThanOrEqual(390);
    await page.tap('#create-game');
    await page.waitForURL(/\/play\/games\/[0-9a-f-]{36}/);
    await context.close();
  });
});
