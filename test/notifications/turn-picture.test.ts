/**
 * A turn mail shows the position: in a game whose ruleset draws pictures,
 * the mail has an HTML part with the seat's view as an inline PNG, the same
 * picture GET /games/{id}/seats/{seat}/view.png answers its holder.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { POSITION_CID } from '../../src/notifications/render.js';
import { api, player, QUIET_ENV, startSmtp, type SmtpSink } from './support.js';

let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { ...QUIET_ENV, SMTP_URL: smtp.url } });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

it("carries the seat's position as an inline PNG beside the text and the link", async () => {
  const [ork, imperial] = [await player(t), await player(t)];
  const created = await api(t).post('/games').set(ork.auth).send({ ruleset: 'bommerz', options: { players: 2 }, seat: 'ork1' });
  const gameId = (created.body as { id: string }).id;
  expect((await api(t).post(`/games/${gameId}/seats`).set(imperial.auth).send({ seat: 'imperial' })).status).toBe(200);
  expect((await api(t).post(`/games/${gameId}/start`).set(ork.auth)).status).toBe(200);
  const prompts = (await api(t).get(`/games/${gameId}/prompts`)).body as { prompts: { seat: string }[] };
  const seat = prompts.prompts[0]!.seat;
  const holder = seat === 'ork1' ? ork : imperial;
  await t.ctx.dispatcher.runOnce();
  const mail = await smtp.arrival((m) => m.to.includes(holder.email) && m.subject.startsWith('Your turn'));
  expect(mail.text).toContain(`/games/${gameId}`);
  expect(mail.html).toContain(`<img src="cid:${POSITION_CID}"`);
  expect(mail.inline).toHaveLength(1);
  expect(mail.inline[0]).toMatchObject({ cid: POSITION_CID, contentType: 'image/png' });
  const png = await api(t).get(`/games/${gameId}/seats/${seat}/view.png`).set(holder.auth).buffer(true);
  expect(mail.inline[0]!.content.equals(png.body as Buffer)).toBe(true);
});
