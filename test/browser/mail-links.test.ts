/**
 * A mail's links in Chromium (issue 44): the verification mail's link verifies the address with no login; a page a
 * mail links to, opened without a session, logs in and returns there; the settings page keeps quiet hours. Each page
 * is looked at: no console error, no policy violation.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { startSmtp, tokenIn, type SmtpSink } from '../notifications/support.js';
import { CHROMIUM, CHROMIUM_ARGS, expectNoPageProblems, HAS_BROWSER, PHONE, watchedContext } from './support.js';

let smtp: SmtpSink;
let t: TestApp;
let base: string;
let browser: Browser;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://sortie.test', NOTIFY_POLL_MS: '0', CADENCE_POLL_MS: '0' } });
  base = await t.listen();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
});
afterEach(expectNoPageProblems);
afterAll(async () => {
  await browser?.close();
  await t?.close();
  await smtp?.close();
});

/** A new phone-sized page, watched (support.ts), and the answers of 400 or more it met. */
async function watchedPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await (await watchedContext(browser, { viewport: PHONE })).newPage();
  const problems: string[] = [];
  page.on('response', (r) => void (r.status() >= 400 && problems.push(`${r.status()} ${new URL(r.url()).pathname}`)));
  return { page, problems };
}

/** The service's own address for a link a mail gives under PUBLIC_URL. */
const here = (link: string) => `${base}${new URL(link).pathname}${new URL(link).search}`;

describe.skipIf(!HAS_BROWSER)('a mail\'s links, in Chromium', () => {
  it('verify the address from the verification mail, logged in or not', async () => {
    const name = `mailed${process.pid}`;
    const email = `${name}@players.test`;
    const registered = await fetch(`${base}/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, password: PASSWORD, email }) });
    expect(registered.status).toBe(201);
    const { accessToken } = (await registered.json()) as { accessToken: string };
    await t.ctx.dispatcher.runOnce();
    const mail = await smtp.arrival((m) => m.to.includes(email));
    const link = /(https:\/\/sortie\.test\/play\/verify-email\?token=\S+)/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeDefined();
    expect(new URL(link!).searchParams.get('token')).toBe(tokenIn(mail));

    const { page, problems } = await watchedPage();
    await page.goto(here(link!));
    await expect.poll(() => page.textContent('#verification')).toContain('Your address is confirmed');
    const me = await fetch(`${base}/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(((await me.json()) as { emailVerified: boolean }).emailVerified).toBe(true);
    // Opened again, the link says the token is spent, as a sentence.
    await page.reload();
    await expect.poll(() => page.textContent('#verification')).not.toContain('Confirming');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });

  it('return to the linked page after the log-in it asks for, and keep quiet hours set there', async () => {
    const name = `linked${process.pid}`;
    expect((await fetch(`${base}/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, password: PASSWORD }) })).status).toBe(201);
    const { page, problems } = await watchedPage();
    await page.goto(`${base}/play/me/notifications/preferences`);
    await page.fill('input[name=name]', name);
    await page.fill('input[name=password]', PASSWORD);
    await page.click('#log-in');
    await page.waitForSelector('#preferences table');
    expect(new URL(page.url()).pathname).toBe('/play/me/notifications/preferences');

    await page.check('#quiet-on');
    await page.fill('#quiet-start', '23:00');
    await page.fill('#quiet-end', '06:30');
    await page.fill('#quiet-zone', 'Europe/Berlin');
    await page.click('#save-quiet');
    await expect.poll(() => page.textContent('#notices [role=status]')).toBe('Saved.');
    // A switch saved afterwards keeps the quiet hours (the page sends the preferences whole).
    await page.getByLabel('Game over by email').uncheck();
    await expect.poll(async () => (await t.ctx.notifications.preferences((await t.ctx.db.prisma.account.findFirstOrThrow({ where: { name } })).id)).channels.result.email).toBe(false);
    const saved = await t.ctx.notifications.preferences((await t.ctx.db.prisma.account.findFirstOrThrow({ where: { name } })).id);
    expect(saved.quietHours).toEqual({ start: '23:00', end: '06:30', timeZone: 'Europe/Berlin' });
    expect(saved.channels.turn.email).toBe(true);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });
});
