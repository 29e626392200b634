/**
 * Messages in a real browser (Debian's Chromium): two players of a Bommerz
 * game write to each other and each sees the other's line arrive without a
 * reload (the game stream's `message` frames); a private line reaches the
 * other seat and not a spectator watching; a line holding markup is shown as
 * the text it is, and nothing in it runs.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HAS_BROWSER, CHROMIUM, expectNoPageProblems, playerPage, startRig, type BrowserRig } from './support.js';

let rig: BrowserRig;

beforeAll(async () => {
  if (HAS_BROWSER) rig = await startRig();
});
afterAll(() => rig?.close());
afterEach(expectNoPageProblems);

/** Writes a line from the page's box, to every seat or (`to`) one seat. */
async function say(page: Page, text: string, to = ''): Promise<void> {
  await page.selectOption('#message-to', to);
  await page.fill('#message-text', text);
  await page.click('#message-send');
  await expect.poll(() => page.inputValue('#message-text')).toBe('');
}

/** Waits for a line in the page's messages that holds `text`. */
async function sees(page: Page, text: string): Promise<void> {
  await page.locator('#messages li', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

describe.skipIf(!HAS_BROWSER)(`messages in Chromium (${CHROMIUM})`, () => {
  it('two players exchange lines live both ways, a private line passes a spectator by, markup shows as text', async () => {
    const orks = await playerPage(rig, 'talk-orks');
    const imperial = await playerPage(rig, 'talk-imperial');
    const watcher = await playerPage(rig, 'talk-watcher');
    await orks.page.selectOption('#new-ruleset', 'bommerz');
    await orks.page.selectOption('select[name=players]', '2');
    await orks.page.waitForSelector('#new-seat option[value=ork1]', { state: 'attached' });
    await orks.page.click('#create-game');
    await orks.page.waitForURL(/\/play\/games\/[0-9a-f-]{36}/);
    const url = orks.page.url();
    await imperial.page.goto(url);
    await imperial.page.click('.take-seat[data-seat=imperial]');
    await orks.page.click('#start', { timeout: 15_000 });
    await watcher.page.goto(url);
    for (const { page } of [orks, imperial, watcher]) await page.waitForSelector('#message-text');
    await imperial.page.waitForSelector('#message-to option[value=""]', { state: 'attached' });

    await say(orks.page, 'Waaagh! Here we come.');
    await sees(imperial.page, 'Waaagh! Here we come.');
    await say(imperial.page, 'The Emperor protects.');
    await sees(orks.page, 'The Emperor protects.');
    await imperial.page.waitForSelector('#message-to option[value=ork1]', { state: 'attached' });
    await say(imperial.page, 'Between you and me: surrender.', 'ork1');
    await sees(orks.page, 'Between you and me: surrender.');
    const payload = '<img src=x onerror="document.title=\'pwned\'"><script>document.title="pwned"</script>';
    await say(orks.page, payload);
    for (const { page } of [imperial, watcher]) {
      await sees(page, 'onerror');
      const line = page.locator('#messages li', { hasText: 'onerror' });
      expect(await line.textContent()).toContain(payload);
      expect(await page.locator('#messages img, #messages script').count()).toBe(0);
      expect(await page.title()).not.toBe('pwned');
    }
    // The watcher has every line to all, in order, and not the private one.
    const watched = await watcher.page.locator('#messages li').allTextContents();
    expect(watched.map((l) => l.replace(/^[^:]*: /, ''))).toEqual(['Waaagh! Here we come.', 'The Emperor protects.', payload]);
    await Promise.all([orks, imperial, watcher].map(({ context }) => context.close()));
  });
});
