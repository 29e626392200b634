/**
 * Takes the web client's screenshots shown in the README (docs/screenshots/):
 * the lobby, a two-player Bommerz game a few moves in, as the Ork seat
 * sees it on its move, and a Bomber game at the Air Status step as the
 * German player sees it (the map, his card behind the screen, the options
 * in groups by Air unit and City, a choice collected). `npx tsx scripts/web-screenshots.ts`
 * (needs /usr/bin/chromium).
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { playerPage, startRig, type BrowserRig } from '../test/browser/support.js';
import { buildWeb } from './build-web.js';

const OUT = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const MOVES = Number(process.argv[2] ?? 24);

/** A Bomber game through its Target Cards, at the German's Air Status Card with one choice collected. */
async function bomberScreenshot(rig: BrowserRig): Promise<void> {
  const american = await playerPage(rig, 'hap');
  const german = await playerPage(rig, 'adolf-g');
  await american.page.selectOption('#new-ruleset', 'bomber');
  await american.page.selectOption('select[name=scenario]', '1943-10-14-schweinfurt');
  await american.page.waitForSelector('#new-seat option[value=american]', { state: 'attached' });
  await american.page.selectOption('#new-seat', 'american');
  await american.page.fill('input[name=name]', 'Black Thursday');
  await american.page.click('#create-game');
  await american.page.waitForURL(/\/play\/games\//);
  const gameId = american.page.url().split('/play/games/')[1]!;
  await german.page.reload();
  await german.page.click(`#open a[href^="/play/games/${gameId}"]`);
  await german.page.click('button.take-seat[data-seat=german]');
  await american.page.click('#start', { timeout: 30_000 });
  while ((await american.page.locator('.prompt[data-kind=air-status]').count()) === 0) {
    const option = american.page.locator('.prompt[data-kind=target-cards] .option[data-type=keep-target-card]:enabled, .prompt[data-kind=target-cards] .option:enabled').first();
    if ((await option.count()) > 0) await option.click();
    await american.page.waitForTimeout(150);
  }
  // The German's Air Status step: over a hundred options, in groups by Air unit and City; a Flak unit placed behind the screen.
  await german.page.waitForSelector('.prompt[data-kind=air-status]');
  const group = german.page.locator('.prompt details.group', { has: german.page.locator('.option[data-type=place-flak]') }).first();
  await group.locator('summary').click();
  await group.locator('.option').first().click();
  await german.page.waitForSelector('#draft');
  // Back to the top, where the map and the collected choice are (the click scrolled the page down to the City groups).
  await german.page.evaluate('window.scrollTo(0, 0)');
  await german.page.waitForSelector('#position-map.styled');
  await german.page.waitForTimeout(1000);
  await german.page.screenshot({ path: `${OUT}bomber.png` });
}

await mkdir(OUT, { recursive: true });
await buildWeb();
const rig = await startRig();
try {
  const ork = await playerPage(rig, 'ace');
  const imperial = await playerPage(rig, 'baron');
  await ork.page.selectOption('#new-ruleset', 'bommerz');
  await ork.page.selectOption('select[name=players]', '2');
  await ork.page.waitForSelector('#new-seat option[value=ork1]', { state: 'attached' });
  await ork.page.fill('input[name=name]', 'Friday river run');
  await ork.page.click('#create-game');
  await ork.page.waitForURL(/\/play\/games\//);
  const gameId = ork.page.url().split('/play/games/')[1]!;
  await imperial.page.reload();
  await imperial.page.click(`#open a[href^="/play/games/${gameId}"]`);
  await imperial.page.click('button.take-seat[data-seat=imperial]');
  await ork.page.click('#start', { timeout: 30_000 });
  for (let moves = 0; moves < MOVES; ) {
    for (const { page } of [ork, imperial]) {
      const option = page.locator('.prompt .option.suggested:enabled, .prompt .option:enabled').first();
      if ((await option.count()) > 0) {
        await option.click();
        moves++;
      }
    }
    await ork.page.waitForTimeout(150);
  }
  // The game page as the Ork sees it when it is to move: the prompt's options beside the picture.
  while ((await ork.page.locator('.prompt .option').count()) === 0) {
    const option = imperial.page.locator('.prompt .option.suggested:enabled, .prompt .option:enabled').first();
    if ((await option.count()) > 0) await option.click();
    await ork.page.waitForTimeout(150);
  }
  await ork.page.waitForTimeout(1000);
  await ork.page.screenshot({ path: `${OUT}game.png` });
  await ork.page.goto(`${rig.baseUrl}/play`);
  await ork.page.waitForSelector('#mine li');
  await ork.page.waitForTimeout(500);
  await ork.page.screenshot({ path: `${OUT}lobby.png` });
  await bomberScreenshot(rig);
  console.log(`wrote ${OUT}lobby.png, ${OUT}game.png and ${OUT}bomber.png`);
} finally {
  await rig.close();
}
