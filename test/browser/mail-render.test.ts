/**
 * The HTML part of a mail, rendered in Chromium at a phone's width (issue 44): a heading, the position picture, a
 * button to the game, and nothing wider than the screen — a long game name, a long link and a token wrap. The mails
 * are the ones a real SMTP server received; the picture is shown from the mail's own inline part.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { api, player, QUIET_ENV, startSmtp, type ReceivedMail, type SmtpSink } from '../notifications/support.js';
import { CHROMIUM, HAS_BROWSER } from './support.js';

const PHONE = { width: 375, height: 812 };

let smtp: SmtpSink;
let t: TestApp;
let browser: Browser;

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  smtp = await startSmtp();
  t = await createTestApp({ env: { ...QUIET_ENV, SMTP_URL: smtp.url } });
  await t.app.ready();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'] });
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
  await smtp?.close();
});

/** What a rendered mail shows at the phone's width. */
interface Rendered {
  readonly viewport: number;
  readonly scrollWidth: number;
  /** Elements whose box reaches past the viewport's right edge. */
  readonly wider: string[];
  readonly heading: string;
  readonly button: { href: string; text: string; fontSize: number; right: number; height: number } | null;
  readonly picture: { naturalWidth: number; width: number } | null;
  /** The smallest font size of any element with text of its own. */
  readonly smallestFont: number;
}

/** What `render` measures in the page (a script: the tests' program knows no DOM). */
const MEASURE = `(() => {
  const viewport = document.documentElement.clientWidth;
  const all = [...document.body.querySelectorAll('*')];
  const button = [...document.querySelectorAll('a')].find((a) => a.style.display === 'inline-block');
  const img = document.querySelector('img');
  const ownText = (el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
  return {
    viewport,
    scrollWidth: document.documentElement.scrollWidth,
    wider: all.filter((el) => el.getBoundingClientRect().right > viewport + 0.5).map((el) => el.tagName + ' ' + el.getBoundingClientRect().right),
    heading: document.querySelector('h1')?.textContent ?? '',
    button: button ? { href: button.href, text: button.textContent ?? '', fontSize: parseFloat(getComputedStyle(button).fontSize), right: button.getBoundingClientRect().right, height: button.getBoundingClientRect().height } : null,
    picture: img ? { naturalWidth: img.naturalWidth, width: img.getBoundingClientRect().width } : null,
    smallestFont: Math.min(...all.filter(ownText).map((el) => parseFloat(getComputedStyle(el).fontSize))),
  };
})()`;

/** Renders a mail's HTML as a mail client would, its cid: picture from the mail's inline part, and measures it. */
async function render(mail: ReceivedMail, screenshot?: string): Promise<Rendered> {
  let html = mail.html!;
  for (const part of mail.inline) html = html.replaceAll(`cid:${part.cid}`, `data:${part.contentType};base64,${part.content.toString('base64')}`);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
  const rendered = await page.evaluate<Rendered>(MEASURE);
  await context.close();
  return rendered;
}

describe.skipIf(!HAS_BROWSER)("a mail's HTML, in Chromium at 375 px", () => {
  it('shows a turn mail with a heading, the picture and a button to the game, nothing wider than the screen', async () => {
    const [ork, imperial] = [await player(t, `ork${process.pid}pilotwithaverylongaccountnamethatdoesnotbreak`), await player(t)];
    const name = 'Operation Longwordthatneverbreaksanywhereatallinthisgamename over the bridges';
    const created = await api(t).post('/games').set(ork.auth).send({ ruleset: 'bommerz', options: { players: 2 }, seat: 'ork1', name });
    expect(created.status, created.text).toBe(201);
    const gameId = (created.body as { id: string }).id;
    expect((await api(t).post(`/games/${gameId}/seats`).set(imperial.auth).send({ seat: 'imperial' })).status).toBe(200);
    expect((await api(t).post(`/games/${gameId}/start`).set(ork.auth)).status).toBe(200);
    await t.ctx.dispatcher.runOnce();
    const mail = await smtp.arrival((m) => m.subject.startsWith('Your turn') && m.subject.includes('Operation'));
    expect(mail.inline).toHaveLength(1);

    const shown = await render(mail, process.env.MAIL_SCREENSHOT);
    expect(shown.viewport).toBe(PHONE.width);
    expect(shown.wider).toEqual([]);
    expect(shown.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    expect(shown.heading).toBe(mail.subject);
    expect(shown.button).toMatchObject({ href: `https://sortie.test/play/games/${gameId}`, text: 'Open the game' });
    expect(shown.button!.fontSize).toBeGreaterThanOrEqual(16);
    // A button a thumb can hit.
    expect(shown.button!.height).toBeGreaterThanOrEqual(40);
    expect(shown.picture!.naturalWidth).toBeGreaterThan(0);
    expect(shown.picture!.width).toBeLessThanOrEqual(PHONE.width);
    expect(shown.picture!.width).toBeGreaterThan(PHONE.width / 2);
    expect(shown.smallestFont).toBeGreaterThanOrEqual(13);
  });

  it('wraps a verification mail\'s long token and link within the screen', async () => {
    const p = await player(t, undefined, { verified: false });
    expect((await api(t).post('/me/email/verification-mail').set(p.auth)).status).toBe(202);
    await t.ctx.dispatcher.runOnce();
    const mail = await smtp.arrival((m) => m.to.includes(p.email) && m.subject.startsWith('Confirm'));
    const shown = await render(mail);
    expect(shown.wider).toEqual([]);
    expect(shown.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    expect(shown.button).toMatchObject({ text: 'Confirm the address' });
    expect(shown.button!.href).toMatch(/^https:\/\/sortie\.test\/play\/verify-email\?token=eyJ/);
    expect(shown.picture).toBeNull();
  });
});
