/**
 * Browser tests' support: the service on a test database (the web client
 * built by the run's global set-up), and Debian's Chromium driven by playwright-core (never a browser a
 * tool downloads). Without /usr/bin/chromium the tests are skipped with that
 * reason; .ci/run installs it.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Where Debian's chromium package puts the browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether a browser is there to test with. */
export const HAS_BROWSER = existsSync(CHROMIUM);

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
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'] });
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

/** A page of its own (cookies and storage apart), logged in as a new account through the client's own form. */
export async function playerPage(rig: BrowserRig, name: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await rig.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (err) => {
    throw err;
  });
  await page.goto(`${rig.baseUrl}/play`);
  await page.fill('input[name=name]', name);
  await page.fill('input[name=password]', 'correct horse battery');
  await page.click('#register');
  await page.waitForSelector('#new-game');
  return { context, page };
}
