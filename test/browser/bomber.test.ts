/**
 * Bomber's game page in a real browser (Debian's Chromium): the American
 * player draws his Target Cards by clicking, collects a choice behind the
 * screen and sends it as a batch, then packs the rest the suggested way and
 * submits in one click, his card behind the screen on the page; the German
 * player sees his picture, his Air Status step's options (over a hundred)
 * in groups by Air unit and City, collects a Flak placement, submits his
 * card the suggested way in one click, and reads the American's secret moves
 * redacted in his log. In a solo game's Normal Movement Step, on a map drawn
 * in colour, the American flies two Air units by clicking the map: each
 * counter picked (a second click or Escape lets go), a climb toward its Bomb
 * Altitude from the panel beside it, then a hex it can reach two hexes away,
 * sent as a route with the climb inside; an option with a caution asks in a
 * dialog. The test prints the Turn's clicks. Every page is watched for
 * console errors and policy violations (support.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seededRandom } from '../../src/kernel/dice.js';
import type { Position } from '../../src/kernel/engine.js';
import { hexId, neighbours, parseHexId } from '../../src/rulesets/bomber/data/hex-grid.js';
import { optionsFor } from '../../src/rulesets/bomber/prompts.js';
import type { BomberState } from '../../src/rulesets/bomber/state.js';
import { botBatch } from '../support/bomber-batches.js';
import { HAS_BROWSER, CHROMIUM, expectBomberMapInColour, expectNoPageProblems, PHONE, playerPage, startRig, type BrowserRig } from './support.js';

let rig: BrowserRig;

beforeAll(async () => {
  if (HAS_BROWSER) rig = await startRig();
});
afterAll(() => rig?.close());
afterEach(expectNoPageProblems);

/** Clicks the first option of a type in the page's prompt of a kind, opening its group first where it is folded. */
async function clickOption(page: Page, kind: string, type: string): Promise<void> {
  const prompt = page.locator(`.prompt[data-kind=${kind}]`);
  const byType = `.option[data-type=${type}]:enabled`;
  const group = prompt.locator('details.group', { has: page.locator(byType) }).first();
  if ((await group.count()) === 0) return prompt.locator(byType).first().click();
  if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
  await group.locator(byType).first().click();
}

describe.skipIf(!HAS_BROWSER)(`Bomber's game page in Chromium (${CHROMIUM})`, () => {
  it("sets up by clicks: the American's Target Cards, a choice collected and sent sealed in the submission with the rest done the suggested way; the German's options in groups", async () => {
    const american = await playerPage(rig, 'browser-american');
    const german = await playerPage(rig, 'browser-german');
    await american.page.selectOption('#new-ruleset', 'bomber');
    await american.page.selectOption('select[name=scenario]', '1943-10-14-schweinfurt');
    await american.page.waitForSelector('#new-seat option[value=american]', { state: 'attached' });
    await american.page.selectOption('#new-seat', 'american');
    await american.page.click('#create-game');
    await american.page.waitForURL(/\/play\/games\/[0-9a-f-]{36}/);
    const gameId = american.page.url().split('/play/games/')[1]!.split('?')[0]!;
    await german.page.reload();
    await german.page.click(`#open a[href^="/play/games/${gameId}"]`);
    await german.page.click('button.take-seat[data-seat=german]');
    await american.page.click('#start', { timeout: 30_000 });
    await american.page.waitForSelector('#position-map svg');

    // Target Cards: drawn one at a time, each kept where it may be.
    for (let i = 0; (await american.page.locator('.prompt[data-kind=air-status]').count()) === 0; i++) {
      expect(i, 'the Target Cards end').toBeLessThan(60);
      const keep = american.page.locator('.prompt[data-kind=target-cards] .option[data-type=keep-target-card]:enabled');
      const any = american.page.locator('.prompt[data-kind=target-cards] .option:enabled');
      // The page draws the prompt anew after each answer: a button counted may be gone by the click.
      const option = (await keep.count()) > 0 ? keep.first() : (await any.count()) > 0 ? any.first() : null;
      if (option) await option.click({ timeout: 5_000 }).catch(() => undefined);
      else await american.page.waitForTimeout(100);
    }

    // The Air Status Card, behind the screen: the card is on the page.
    await expect.poll(() => american.page.locator('#bomber-card').count()).toBe(1);
    // A choice behind the screen is collected, not sent (Bomber seals a secret step's choices in its submission: there is no sending them alone).
    const logged = await american.page.locator('#log li').count();
    await clickOption(american.page, 'air-status', 'box-plane');
    expect(await american.page.locator('#draft li').count()).toBe(1);
    expect(await american.page.locator('#log li').count()).toBe(logged);
    expect(await american.page.locator('#send-draft').count()).toBe(0);
    // The rest the suggested way, with the choice, and submitted: one click, one move in the log.
    await american.page.click('#quick');
    await american.page.waitForSelector('.prompt[data-kind=air-status]', { state: 'detached' });
    // The choice and the packing are in one sealed event, however many edits it holds, beside the submission.
    await expect.poll(() => american.page.locator('#log li').count()).toBeGreaterThan(logged);
    expect(await american.page.locator('#log li', { hasText: 'Behind the American screen' }).count()).toBe(1);
    // The log is in the ruleset's words (each entry's text), never JSON nor raw event names.
    const lines = await american.page.locator('#log li').allTextContents();
    expect(lines.some((l) => l.includes('The American submitted his Air Status Card.'))).toBe(true);
    expect(lines.filter((l) => /[{}"]|secret-edits|target-card-drawn/.test(l))).toEqual([]);
    await expect.poll(() => american.page.textContent('#prompts')).toContain('Waiting for german');

    // The German player sees his own picture, his card, and his Air Status options (Plane units and Flak: over a hundred) in groups by Air unit and City, the whole step's first.
    await german.page.waitForSelector('#position-map svg');
    const prompt = german.page.locator('.prompt[data-kind=air-status]');
    await prompt.waitFor();
    expect(await prompt.locator('details.group').count()).toBeGreaterThan(5);
    expect(await prompt.locator('details.group').first().locator('summary').textContent()).toContain('The whole step');
    expect(await prompt.locator('details.group summary', { hasText: 'City ' }).count()).toBeGreaterThan(0);
    await clickOption(german.page, 'air-status', 'place-flak');
    expect(await german.page.locator('#draft li').count()).toBe(1);
    expect(await german.page.locator('#bomber-card').count()).toBe(1);
    // The prompt's suggestion does the whole card, its Flak with it (the server's German's way): one click submits it.
    await german.page.click('#draft button:has-text("Forget them")');
    await german.page.click('#quick');
    await german.page.waitForSelector('.prompt[data-kind=air-status]', { state: 'detached' });
    // The American's moves behind the screen are in the German's log, redacted.
    await expect.poll(() => german.page.locator('#log li.redacted').count()).toBeGreaterThan(0);
    await Promise.all([american.context.close(), german.context.close()]);
  });

  it("flies a solo game's Normal Movement Step by the map: a counter picked (let go by a second click or Escape), climbed from the panel beside it, flown to a lit hex; clicks counted", async () => {
    const american = await playerPage(rig, 'browser-flier');
    await american.page.selectOption('#new-ruleset', 'bomber');
    await american.page.selectOption('select[name=scenario]', 'introductory-paris');
    await american.page.check('input[name=solo]');
    await american.page.waitForSelector('#new-seat option[value=american]', { state: 'attached' });
    await american.page.selectOption('#new-seat', 'american');
    await american.page.click('#create-game');
    await american.page.waitForURL(/\/play\/games\/[0-9a-f-]{36}/);
    const gameId = american.page.url().split('/play/games/')[1]!.split('?')[0]!;
    // Up to the American's Normal Movement Step by the sensible bot's batches through the API, with the page's own token.
    const token = await american.page.evaluate<string>("JSON.parse(localStorage.getItem('sortie.session')).accessToken");
    const meta = (await rig.t.ctx.play.meta(gameId))!;
    const random = seededRandom(27);
    let sawSetup = false;
    for (let n = 0; ; n++) {
      expect(n, 'the Normal Movement Step comes').toBeLessThan(200);
      const at = (await rig.t.ctx.play.position(meta)) as Position<BomberState>;
      if (optionsFor(at.state, 'american').some((o) => o.type === 'fly')) break;
      if (!sawSetup && optionsFor(at.state, 'american').some((o) => o.type === 'place-counter')) {
        // The map set-up lists the Air units that hold Plane units, the empty Air Boxes (bluffs) in one folded group after them.
        sawSetup = true;
        await american.page.reload();
        const prompt = american.page.locator('.prompt[data-kind=map-setup]');
        await expect.poll(() => prompt.locator('details.group[data-group=bluffs]').count()).toBe(1);
        const holding = new Set(at.state.american.planes.flatMap((p) => (p.airUnit !== null ? [p.airUnit] : [])));
        const listed = await Promise.all((await prompt.locator('details.group[data-group^="airUnit:"]').all()).map(async (g) => Number((await g.getAttribute('data-group'))!.slice('airUnit:'.length))));
        expect(new Set(listed)).toEqual(holding);
        expect(await prompt.locator('details.group[data-group=bluffs]').getAttribute('open')).toBeNull();
      }
      const { commands } = botBatch(at, 'american', meta.seed, random);
      const sent = await fetch(`${rig.baseUrl}/games/${gameId}/commands`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `${gameId}:${n}` },
        body: JSON.stringify({ commands, expectedVersion: at.version }),
      });
      expect(sent.status, await sent.clone().text()).toBe(200);
    }
    expect(sawSetup, 'the map set-up was looked at').toBe(true);
    await american.page.reload();
    await expectBomberMapInColour(american.page);
    const map = american.page.locator('#position-map');
    const panel = map.locator('#unit-panel');
    const fliers = await Promise.all((await map.locator('[data-side=american].may-fly').all()).map(async (c) => Number(await c.getAttribute('data-air-unit'))));
    expect(fliers.length, 'Air units that may fly').toBeGreaterThan(0);
    const counterOf = (unit: number) => map.locator(`[data-side=american][data-air-unit="${unit}"]`).first();
    expect(await map.locator('use.reachable').count(), 'nothing lit before a pick').toBe(0);
    // A pick, let go by a second click and by Escape.
    await counterOf(fliers[0]!).click();
    await expect.poll(() => map.locator('use.reachable').count()).toBeGreaterThan(6);
    await counterOf(fliers[0]!).click();
    await expect.poll(() => map.locator('.picked').count()).toBe(0);
    await counterOf(fliers[0]!).click();
    await american.page.keyboard.press('Escape');
    await expect.poll(() => map.locator('use.reachable').count()).toBe(0);
    expect(await panel.isHidden()).toBe(true);

    // The Turn's flying by clicks, counted: each Air unit picked, climbed toward its Bomb Altitude where it is below it (the panel's button), flown to a hex two steps away; then the step ended.
    let clicks = 0;
    let climbs = 0;
    const click = async (target: ReturnType<typeof map.locator>, force = false) => {
      clicks++;
      await target.click({ force });
    };
    const seatView = async () => ((await (await fetch(`${rig.baseUrl}/games/${gameId}/seats/american/view`, { headers: { authorization: `Bearer ${token}` } })).json()) as { view: { counters: { side: string; airUnit: number; at: { hex?: string } }[] } }).view;
    // The first flier picked by a click; after a flight the next unit still to move is picked for the player (no click of its own).
    let nextUnit = fliers[0]!;
    for (let n = 0; n < Math.min(fliers.length, 2); n++) {
      const airUnit = nextUnit;
      if ((await map.locator(`.picked[data-air-unit="${airUnit}"]`).count()) === 0) await click(counterOf(airUnit));
      await expect.poll(() => panel.textContent()).toContain(`Air unit ${airUnit}`);
      const facts = (await panel.locator('.facts').textContent())!;
      expect(facts).toMatch(/Plane units?: /);
      expect(facts).toMatch(/Bomb Altitude \d \(plotted\): (at it|not at it)/);
      const climb = panel.locator('button[data-type=climb]');
      if (/not at it \(climb/.test(facts) && (await climb.count()) > 0) {
        expect(await climb.textContent()).toMatch(/^Climb Air unit \d+ to Altitude \d \((free|costs \d+ Movement Factors?); \d+ left\)$/);
        climbs++;
        await click(climb);
        await expect.poll(() => american.page.locator('#draft li').count()).toBe(1);
      }
      await expect.poll(() => map.locator('use.reachable').count()).toBeGreaterThan(0);
      const from = (await seatView()).counters.find((c) => c.side === 'american' && c.airUnit === airUnit)!.at.hex!;
      const occupied = new Set(await Promise.all((await map.locator('g[data-hex]').all()).map(async (g) => (await g.getAttribute('data-hex'))!)));
      const lit = (await Promise.all((await map.locator('use.reachable').all()).map(async (use) => (await use.getAttribute('data-hex'))!))).filter((hex) => !occupied.has(hex));
      const next = new Set(neighboursOf(from));
      const target = lit.find((hex) => !next.has(hex) && neighboursOf(hex).some((h) => next.has(h) && lit.includes(h))) ?? lit[0]!;
      expect(target, `a lit hex from ${from}`).toBeDefined();
      const logged = await american.page.locator('#log li').count();
      await click(map.locator(`use[data-hex="${target}"]`).first(), true);
      // The unit is in the hex clicked, in the seat's view and on the page's picture; the pick is dropped, nothing lit.
      await expect.poll(() => american.page.locator('#log li').count()).toBeGreaterThan(logged);
      await expect.poll(async () => (await seatView()).counters.find((c) => c.side === 'american' && c.airUnit === airUnit)!.at.hex).toBe(target);
      await expect.poll(() => map.locator(`g[data-hex="${target}"] [data-side=american][data-air-unit="${airUnit}"]`).count()).toBe(1);
      // The flown unit is let go; the next one still to move, if any, is picked with its hexes lit.
      expect(await map.locator(`.picked[data-air-unit="${airUnit}"]`).count()).toBe(0);
      const picked = await map.locator('.picked[data-air-unit]').first().getAttribute('data-air-unit', { timeout: 1_000 }).catch(() => null);
      if (picked === null) expect(await panel.isHidden()).toBe(true);
      else {
        expect(fliers).toContain(Number(picked));
        expect(await map.locator('use.reachable').count()).toBeGreaterThan(0);
        nextUnit = Number(picked);
      }
      expect(await american.page.locator('#draft li').count(), 'the climb went with the flight').toBe(0);
      expect(await american.page.textContent('#message')).toBe('');
    }
    // The step's end; a caution about it (units left unmoved) is asked in the page's dialog.
    await click(american.page.locator('.prompt .option[data-type=end-movement]'));
    const cautioned = await american.page.locator('#caution-dialog').isVisible();
    if (cautioned) await click(american.page.locator('#caution-yes'));
    await american.page.waitForSelector('.prompt[data-kind=normal-movement]', { state: 'detached' });
    console.log(`a flying Turn of ${Math.min(fliers.length, 2)} of ${fliers.length} Air unit(s) by the map: ${clicks} clicks, ${climbs} of them climbs in the panel${cautioned ? ', one the caution about the units left' : ''}`);
    // Two Air units, each climbed: a pick, a climb and a flight for the first, a climb and a flight for the second (picked for the player), the step's end; the caution about units left unmoved one more.
    expect(clicks).toBeLessThanOrEqual(6 + Number(cautioned));
    // A click on a German counter shows what the American's view says of it; a second click lets go.
    const enemy = map.locator('g.counter[data-side=german]').first();
    expect(await enemy.count(), 'German counters on the American map (at their Bases)').toBeGreaterThan(0);
    const unit = await enemy.getAttribute('data-air-unit');
    await enemy.click({ force: true });
    await expect.poll(() => panel.textContent()).toContain(`German counter ${unit}`);
    expect(await panel.locator('.facts li').first().textContent()).toMatch(/^(In hex \d{4}|Off the map)/);
    await enemy.click({ force: true });
    await expect.poll(() => panel.isHidden()).toBe(true);
    // Resigning asks in the page's dialog (no window.confirm); "Don't" sends nothing.
    const logged = await american.page.locator('#log li').count();
    await american.page.click('button.resign');
    await expect.poll(() => american.page.locator('#caution-dialog[open]').textContent()).toContain('you lose it');
    await american.page.click('#caution-no');
    await expect.poll(() => american.page.locator('#caution-dialog').count()).toBe(0);
    expect(await american.page.locator('#log li').count()).toBe(logged);
    expect(await american.page.textContent('#message')).toBe('');
    // The map opened enlarged: its smallest counter at least 20 px on the screen. It zooms and pans: buttons, the wheel, a drag; "the whole map" shows it all. Its counters' size on the screen, printed.
    const viewBox = () => map.locator('svg').first().getAttribute('viewBox').then((v) => v!.split(' ').map(Number));
    const counterSize = async () => (await map.locator('[data-air-unit] rect').first().boundingBox())!.width;
    const smallestCounter = () => american.page.evaluate<number>("Math.min(...[...document.querySelector('#position-map').shadowRoot.querySelectorAll('rect.ctr')].map((r) => r.getBoundingClientRect().width))");
    const opened = await smallestCounter();
    expect(opened, 'the smallest counter on the screen as the map opens').toBeGreaterThanOrEqual(20);
    await map.locator('button[aria-label="The whole map"]').click();
    const whole = await viewBox();
    const svgSize = [Number(await map.locator('svg').first().getAttribute('width')), Number(await map.locator('svg').first().getAttribute('height'))];
    expect(whole).toEqual([0, 0, ...svgSize]);
    const sizeAtOne = await counterSize();
    await map.locator('button[aria-label="Zoom in"]').click();
    await map.locator('button[aria-label="Zoom in"]').click();
    const zoomed = await viewBox();
    expect(zoomed[2]).toBeCloseTo(whole[2]! / 2.25, 0);
    console.log(`counters on screen: the smallest ${opened.toFixed(1)} px as the map opens; ${sizeAtOne.toFixed(1)} px with the whole map shown, ${(await counterSize()).toFixed(1)} px after two zooms in`);
    const box = (await map.locator('svg').first().boundingBox())!;
    await american.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await american.page.mouse.wheel(0, -200);
    await expect.poll(async () => (await viewBox())[2]).toBeLessThan(zoomed[2]!);
    const before = await viewBox();
    await american.page.mouse.down();
    await american.page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2, { steps: 5 });
    await american.page.mouse.up();
    expect((await viewBox())[0]).toBeGreaterThan(before[0]!);
    expect(await map.locator('.picked').count(), 'a drag picks nothing').toBe(0);
    await map.locator('button[aria-label="The whole map"]').click();
    expect(await viewBox()).toEqual(whole);
    // On a phone (390 px wide) the page fits without scrolling sideways, and opens its map with counters as legible.
    await american.page.setViewportSize(PHONE);
    await expect.poll(() => american.page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await american.page.reload();
    await expectBomberMapInColour(american.page);
    await expect.poll(smallestCounter).toBeGreaterThanOrEqual(20);
    await american.context.close();
  });
});

/** The hexes around a hex id, as the rules' grid has them (for choosing a hex two steps away). */
function neighboursOf(hex: string): string[] {
  return neighbours(parseHexId(hex)).filter((c) => c.col >= 1 && c.row >= 1).map(hexId);
}
