/**
 * Browser tests' support: the service on a test database (the web client
 * built by the run's global set-up), and Debian's Chromium driven by playwright-core (never a browser a
 * tool downloads). Without /usr/bin/chromium the tests are skipped with that
 * reason; .ci/run installs it.
 *
 * Every page a test opens is watched (watchedContext): a console error, an
 * uncaught error or a policy violation on any of them is a problem, and each
 * file's afterEach(expectNoPageProblems) fails the test that met one.
 */
import { existsSync } from 'node:fs';
import { expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Where Debian's chromium package puts the browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether a browser is there to test with. */
export const HAS_BROWSER = existsSync(CHROMIUM);

/** The arguments Chromium runs with here (headless, in a container). */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

/** The service and a browser. */
export interface BrowserRig {
  readonly t: TestApp;
  readonly baseUrl: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** Starts the service (real rulesets; the run's set-up has built the client) and launches Chromium headless. */
export async function startRig(): Promise<BrowserRig> {
  const t = await createTestApp();
  const baseUrl = await t.listen();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    t,
    baseUrl,
    browser,
    async close() {
      await browser.close();
      await t.close();
    },
  };
}

/** What the watched pages met since the last check: console errors, uncaught errors, policy violations, each with where. */
const problems: string[] = [];
/** Fails the test when a watched page met a problem since the last check; for each file's afterEach. */
export function expectNoPageProblems(): void {
  expect(problems.splice(0), 'console errors, uncaught errors and policy violations on the pages').toEqual([]);
}

/**
 * Contexts whose players may move at once: there a command sent on a version
 * another seat's move has just passed is answered 409 (the page shows why and
 * redraws the new prompts), and Chromium logs that answer as a failed
 * resource. Only that answer, to a command or a batch, is let through.
 */
const racing = new WeakSet<BrowserContext>();
/** Lets a context's pages meet 409 answers to their commands (two players acting at once); any other problem still counts. */
export function acceptCommandRaces(context: BrowserContext): void {
  racing.add(context);
}
/** Whether a console error is a 409 answer to a command in a racing context. */
function isCommandRace(context: BrowserContext, m: ConsoleMessage): boolean {
  return racing.has(context) && m.text().includes('status of 409') && /\/games\/[0-9a-f-]{36}\/commands$/.test(m.location().url);
}

/** The page script that reports every policy violation (an init script: it runs before the page's own). */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (e) => window.__policyViolation(e.violatedDirective + ' refused ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber + ' (' + (e.sample || '') + ')'), true);`;

/** A browser context (cookies and storage apart) whose every page is watched for problems. */
export async function watchedContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.exposeFunction('__policyViolation', (text: string) => void problems.push(`policy violation: ${text}`));
  await context.addInitScript(REPORT_VIOLATIONS);
  context.on('console', (m) => void (m.type() === 'error' && !isCommandRace(context, m) && problems.push(`console error on ${m.page()?.url() ?? '?'}: ${m.text()} (${m.location().url})`)));
  context.on('weberror', (e) => void problems.push(`uncaught on ${e.page()?.url() ?? '?'}: ${e.error().message}`));
  return context;
}

/** The size of the desktop pages the tests use, and of a phone. */
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A page of its own (cookies and storage apart, watched), logged in as a new account through the client's own form; `options` for its context. */
export async function playerPage(rig: BrowserRig, name: string, viewport = DESKTOP, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await watchedContext(rig.browser, { ...options, viewport });
  const page = await context.newPage();
  await page.goto(`${rig.baseUrl}/play`);
  await page.fill('input[name=name]', name);
  await page.fill('input[name=password]', 'correct horse battery');
  await page.click('#register');
  await page.waitForSelector('#new-game');
  return { context, page };
}

/** What a page draws of Bomber's map: the distinct fills of its hexes, and each counter's fill, as the browser computes them. */
export async function bomberMapFills(page: Page): Promise<{ hexes: string[]; counters: string[] }> {
  await page.waitForSelector('#position-map.styled');
  // Page scripts as text: the tests are compiled without the DOM's types.
  return page.evaluate<{ hexes: string[]; counters: string[] }>(`(() => {
    const root = document.querySelector('#position-map').shadowRoot;
    const fill = (e) => getComputedStyle(e).fill;
    return { hexes: [...new Set([...root.querySelectorAll('use[data-hex]')].map(fill))], counters: [...root.querySelectorAll('[data-air-unit] rect')].map(fill) };
  })()`);
}

/** A fill the browser computes for an unstyled SVG shape, or for none. */
export const UNSTYLED_FILL = /^(rgb\(0, 0, 0\)|none)$/;

/** Expects Bomber's map drawn in colour: its hexes in several colours (sea, land of both sides, neutral), its counters none of them black. */
export async function expectBomberMapInColour(page: Page): Promise<void> {
  const { hexes, counters } = await bomberMapFills(page);
  expect(hexes.filter((f) => !UNSTYLED_FILL.test(f)).length, `hex fills ${hexes.join(' ')}`).toBeGreaterThanOrEqual(4);
  expect(counters.length, 'counters on the map').toBeGreaterThan(0);
  expect(counters.filter((f) => UNSTYLED_FILL.test(f)), 'counters drawn unstyled').toEqual([]);
}

/** Expects a picture drawn in an <img> (Bommerz's board): loaded, and not one colour (its pixels read through a canvas). */
export async function expectPictureDrawn(page: Page, selector: string): Promise<void> {
  const img = `document.querySelector(${JSON.stringify(selector)})`;
  await page.waitForFunction(`${img}?.complete && ${img}.naturalWidth > 0`);
  const colours = await page.evaluate<number>(`(() => {
    const img = ${img};
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
    const g = canvas.getContext('2d');
    g.drawImage(img, 0, 0);
    const { data } = g.getImageData(0, 0, canvas.width, canvas.height);
    const seen = new Set();
    for (let i = 0; i < data.length && seen.size < 50; i += 4 * 97) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    return seen.size;
  })()`);
  expect(colours, `colours sampled in ${selector}`).toBeGreaterThan(10);
}
