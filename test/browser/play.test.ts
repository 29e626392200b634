/**
 * The reference web client in a real browser (Debian's Chromium): two players
 * play a two-player Bommerz game to its end in two browser contexts, each
 * page kept current by the streams without a reload, and a solo game is
 * played by clicking the suggested move alone, down to its verification,
 * taking a move back once on the way.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HAS_BROWSER, CHROMIUM, acceptCommandRaces, expectNoPageProblems, expectPictureDrawn, playerPage, startRig, type BrowserRig } from './support.js';

/** Commands a game may take before the test calls it stuck. */
const MOST_CLICKS = 1500;

let rig: BrowserRig;

beforeAll(async () => {
  if (HAS_BROWSER) rig = await startRig();
});
afterAll(() => rig?.close());
afterEach(expectNoPageProblems);

/** Creates a Bommerz game on the lobby's form; answers with the page on the game. */
async function createBommerz(page: Page, players: number): Promise<string> {
  await page.selectOption('#new-ruleset', 'bommerz');
  await page.selectOption('select[name=players]', String(players));
  await page.waitForSelector('#new-seat option[value=ork1]', { state: 'attached' });
  await page.selectOption('#new-seat', 'ork1');
  await page.click('#create-game');
  await page.waitForURL(/\/play\/games\/[0-9a-f-]{36}/);
  return page.url().split('/play/games/')[1]!.split('?')[0]!;
}

/** Clicks the suggested option of the page's prompt (the first, where none is marked) if it has one now; answers whether it did. */
async function clickMove(page: Page, suggestedOnly: boolean): Promise<boolean> {
  const suggested = page.locator('.prompt .option.suggested:enabled').first();
  const option = suggestedOnly || (await suggested.count()) > 0 ? suggested : page.locator('.prompt .option:enabled').first();
  if ((await option.count()) === 0) return false;
  await option.click({ timeout: 5_000 }).catch(() => undefined);
  return true;
}

/** Whether the page shows the game's end and its verification. */
async function ended(page: Page): Promise<boolean> {
  return (await page.locator('#verification').count()) > 0;
}

/** Counts the navigations of a page's main frame from now on: a live page has none. */
function navigations(page: Page): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => frame === page.mainFrame() && count++);
  return () => count;
}

describe.skipIf(!HAS_BROWSER)(`the web client in Chromium (${CHROMIUM})`, () => {
  it('plays a two-player Bommerz game to its end in two browsers, each seeing the other move without a reload', async () => {
    const ork = await playerPage(rig, 'browser-ork');
    const imperial = await playerPage(rig, 'browser-imperial');
    // Both click whatever their prompts offer as soon as they see it: one may send on a version the other's move has just passed.
    for (const { context } of [ork, imperial]) acceptCommandRaces(context);
    const gameId = await createBommerz(ork.page, 2);
    // The other player finds it in the lobby's open games and sits down.
    await imperial.page.reload();
    await imperial.page.click(`#open a[href^="/play/games/${gameId}"]`);
    await imperial.page.click('button.take-seat[data-seat=imperial]');
    // The creator's page learns that the game is full (the personal stream's notice) and offers the start.
    await ork.page.click('#start', { timeout: 30_000 });
    await ork.page.waitForSelector('#position[src^="blob:"]');
    await expectPictureDrawn(ork.page, '#position');
    const reloads = [navigations(ork.page), navigations(imperial.page)];
    let clicks = 0;
    let bothMoved = { ork: false, imperial: false };
    while (!((await ended(ork.page)) && (await ended(imperial.page)))) {
      expect(clicks, 'the game does not end').toBeLessThan(MOST_CLICKS);
      const [o, i] = [await clickMove(ork.page, false), await clickMove(imperial.page, false)];
      bothMoved = { ork: bothMoved.ork || o, imperial: bothMoved.imperial || i };
      clicks += Number(o) + Number(i);
      if (!o && !i) await ork.page.waitForTimeout(100);
    }
    expect(bothMoved).toEqual({ ork: true, imperial: true });
    expect(reloads.map((count) => count())).toEqual([0, 0]);
    for (const { page } of [ork, imperial]) {
      await expect.poll(() => page.textContent('#verification')).toContain('Verified');
      expect(await page.locator('#log li').count()).toBeGreaterThan(10);
    }
    await Promise.all([ork.context.close(), imperial.context.close()]);
  });

  it('plays a solo game by clicking the suggested move alone, taking one back on the way, to the outcome and its verification', async () => {
    const solo = await playerPage(rig, 'browser-solo');
    await createBommerz(solo.page, 1);
    await solo.page.waitForSelector('.prompt .option.suggested');
    let clicks = 0;
    let tookBack = false;
    while (!(await ended(solo.page))) {
      expect(clicks, 'the game does not end').toBeLessThan(MOST_CLICKS);
      if (!tookBack && (await solo.page.locator('#take-back-one:enabled').count()) > 0) {
        // The first move that may be taken back is: the log tells everyone, and the game goes on from before it.
        const takenBack = solo.page.locator('#log li[data-type="sortie.taken-back"]');
        await solo.page.click('#take-back-one');
        await expect.poll(() => takenBack.count()).toBe(1);
        tookBack = true;
      } else if (await clickMove(solo.page, true)) clicks++;
      else await solo.page.waitForTimeout(100);
    }
    expect(tookBack, 'a take-back was offered').toBe(true);
    expect(clicks).toBeGreaterThan(5);
    expect(await solo.page.textContent('#outcome')).not.toBe('');
    await expect.poll(() => solo.page.textContent('#verification')).toContain('Verified');
    await solo.context.close();
  });
});
