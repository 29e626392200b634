import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { referenceCanonicalJson } from '../support/reference-canonical.js';
import { expectProblem, http, raceTable, startedRace, turnOf, type ApiAccount } from './support.js';
import { FinishedGameReports, savedReportsIn, type VerificationReport } from '../../src/games/audit.js';
import type { EventLog } from '../../src/store/event-log.js';

interface Entry {
  seq: number;
  event: { type: string; text?: string };
  redacted: boolean;
  text: string;
  cause?: { seat: string | null; command?: unknown; diceFrom?: number; rolls?: number[][] };
  visibleTo?: string[] | null;
  redactedForm?: { type: string } | null;
  prevHash: string;
  hash: string;
}

/** An entry's hash as docs/api.md tells an outsider to compute it, written here from that text alone. */
function recomputedHash(e: Entry, seed: string): string {
  const stored = { seq: e.seq, event: e.event, visibleTo: e.visibleTo, redacted: e.redactedForm, cause: e.cause ?? null };
  const salt = createHmac('sha256', seed).update(`sortie-entry:${e.seq}`, 'utf8').digest('hex');
  return createHash('sha256').update(e.prevHash + salt + referenceCanonicalJson(stored), 'utf8').digest('hex');
}

let t: TestApp, a: ApiAccount, b: ApiAccount, outsider: ApiAccount;

beforeAll(async () => ({ t, a, b, outsider } = await raceTable()));
afterAll(() => t?.close());

const as = (who: ApiAccount | null, path: string) => (who ? http(t).get(path).set(who.auth) : http(t).get(path));
const seatOf = (who: ApiAccount) => (who === a ? 'a' : 'b');

/** A game in which the seat to move wrote a secret note, then rolled (a target over 6 keeps it going after that roll). */
async function gameWithNote(target = 100) {
  const { id } = await startedRace(t, a, b, { target });
  const { seat } = await turnOf(t, id);
  const writer = seat === 'a' ? a : b;
  const reader = writer === a ? b : a;
  expect((await http(t).post(`/games/${id}/commands`).set(writer.auth).send({ command: { type: 'note', text: 'flank left' } })).status).toBe(200);
  expect((await http(t).post(`/games/${id}/commands`).set(writer.auth).send({ command: { type: 'roll' } })).status).toBe(200);
  return { id, writer, reader };
}

async function playOut(id: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const prompts = (await http(t).get(`/games/${id}/prompts`)).body as { prompts: { seat: string }[] };
    const seat = prompts.prompts[0]?.seat;
    if (!seat) return;
    await http(t).post(`/games/${id}/commands`).set(seat === 'a' ? a.auth : b.auth).send({ command: { type: 'roll' } });
  }
  throw new Error('the game did not end');
}

describe('views', () => {
  it("a seat's view goes to its holder only", async () => {
    const { id, writer, reader } = await gameWithNote();
    const mine = await as(writer, `/games/${id}/seats/${seatOf(writer)}/view`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ ruleset: 'race', gameId: id, viewer: { kind: 'seat', seat: seatOf(writer) }, view: { myNotes: ['flank left'] }, outcome: null });
    expectProblem(await as(reader, `/games/${id}/seats/${seatOf(writer)}/view`), 403, 'not-your-seat');
    expectProblem(await as(outsider, `/games/${id}/seats/${seatOf(writer)}/view`), 403, 'not-your-seat');
    expectProblem(await as(null, `/games/${id}/seats/${seatOf(writer)}/view`), 401);
    expect(((await as(reader, `/games/${id}/seats/${seatOf(reader)}/view`)).body as { view: { myNotes: string[] } }).view.myNotes).toEqual([]);
    // A seat the game does not have is not there to be anyone's (found by review: it was 403 not-your-seat).
    expectProblem(await as(reader, `/games/${id}/seats/nosuch/view`), 404, 'no-such-seat');
    expectProblem(await as(reader, `/games/${id}/seats/nosuch/history`), 404, 'no-such-seat');
  });

  it('the public view goes to anyone for a public game, and shows no secret', async () => {
    const { id } = await gameWithNote();
    for (const who of [a, outsider, null]) {
      const res = await as(who, `/games/${id}/views/public`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ viewer: { kind: 'public' }, view: { myNotes: [] } });
      expect(res.text).not.toContain('flank left');
    }
  });

  it('the full view waits for the end of the game', async () => {
    const { id } = await gameWithNote(7);
    expectProblem(await as(a, `/games/${id}/views/full`), 409, 'game-not-over');
    await playOut(id);
    const full = await as(outsider, `/games/${id}/views/full`);
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ viewer: { kind: 'omniscient' }, outcome: { result: 'won' } });
  });

  it('views of a game not started yet are a 409', async () => {
    const open = (await http(t).post('/games').set(a.auth).send({ ruleset: 'race', seat: 'a' })).body as { id: string };
    expectProblem(await as(a, `/games/${open.id}/views/public`), 409, 'game-not-started');
    expectProblem(await as(a, `/games/${open.id}/seats/a/view`), 409, 'game-not-started');
    expectProblem(await as(a, `/games/${open.id}/prompts`), 409, 'game-not-started');
  });
});

describe('the event log', () => {
  it('is redacted for each caller while the game runs, and whole once it is over', async () => {
    const { id, writer, reader } = await gameWithNote(7);
    const noteOf = (res: { body: unknown }) => (res.body as { events: Entry[] }).events.find((e) => e.event.type === 'noted')!;
    const own = noteOf(await as(writer, `/games/${id}/events`));
    expect(own).toMatchObject({ event: { text: 'flank left' }, redacted: false, cause: { command: { type: 'note', text: 'flank left' } } });
    expect(own.text).toBe(`Racer ${seatOf(writer)} left a note: flank left`);
    for (const who of [reader, outsider, null]) {
      const res = await as(who, `/games/${id}/events`);
      expect(res.status).toBe(200);
      // The words are made from the entry as this caller has it: the redacted note, without its text.
      expect(noteOf(res)).toMatchObject({ event: { type: 'noted' }, redacted: true, text: `Racer ${seatOf(writer)} left a note.` });
      expect(res.text).not.toContain('flank left');
    }
    await playOut(id);
    const after = await as(outsider, `/games/${id}/events`);
    expect((after.body as { viewer: unknown }).viewer).toEqual({ kind: 'omniscient' });
    expect(noteOf(after)).toMatchObject({ event: { text: 'flank left' }, redacted: false, text: `Racer ${seatOf(writer)} left a note: flank left` });
  });

  it('pages after a seq, never cutting a batch, and chains its hashes', async () => {
    const { id } = await gameWithNote(7);
    await playOut(id);
    const all = ((await as(a, `/games/${id}/events`)).body as { events: Entry[] }).events;
    expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
    for (let i = 1; i < all.length; i++) expect(all[i]!.prevHash).toBe(all[i - 1]!.hash);
    // The last batch is "rolled" then "won": a page of one that starts it still holds both.
    const tail = ((await as(a, `/games/${id}/events?after=${all.length - 2}&limit=1`)).body as { events: Entry[] }).events;
    expect(tail.map((e) => e.event.type)).toEqual(['rolled', 'won']);
    expect(((await as(a, `/games/${id}/events?after=${all.length}`)).body as { events: Entry[] }).events).toEqual([]);
    expectProblem(await as(a, `/games/${id}/events?after=-1`), 400);
    expectProblem(await as(a, `/games/${id}/events?limit=0`), 400);
  });

  it('says where the next page starts, and null at the end, for the log and a seat\'s history alike', async () => {
    const { id } = await gameWithNote(7);
    await playOut(id);
    for (const path of [`/games/${id}/events`, `/games/${id}/seats/a/history`]) {
      const seqs: number[] = [];
      let after: number | null = 0;
      while (after !== null) {
        const page = (await as(a, `${path}?after=${after}&limit=2`)).body as { events: ({ seq: number } | { entry: { seq: number } })[]; next: number | null };
        const pageSeqs = page.events.map((e) => ('entry' in e ? e.entry.seq : e.seq));
        seqs.push(...pageSeqs);
        if (page.next !== null) expect(page.next).toBe(pageSeqs.at(-1));
        after = page.next;
      }
      expect(seqs, path).toEqual(seqs.map((_, i) => i + 1));
      const whole = (await as(a, path)).body as { events: unknown[]; next: number | null };
      expect(whole.events.length).toBe(seqs.length);
      expect(whole.next).toBeNull();
    }
  });

  it('shows each entry whole once the game is over, so anyone can recompute every hash with the revealed seed', async () => {
    const { id, writer, reader } = await gameWithNote(7);
    const running = ((await as(writer, `/games/${id}/events`)).body as { events: Entry[] }).events;
    expect(running.some((e) => 'visibleTo' in e || 'redactedForm' in e || e.cause?.diceFrom !== undefined)).toBe(false);
    // While it runs, the other seat is shown the note's hash but not its text.
    const hidden = ((await as(reader, `/games/${id}/events`)).body as { events: Entry[] }).events.find((e) => e.redacted)!;
    await playOut(id);
    const { seed } = (await as(outsider, `/games/${id}`)).body as { seed: string };
    const log = ((await as(outsider, `/games/${id}/events`)).body as { events: Entry[] }).events;
    const note = log.find((e) => e.event.type === 'noted')!;
    expect(note).toMatchObject({ visibleTo: [seatOf(writer)], redactedForm: { type: 'noted' } });
    expect(log.every((e) => e.visibleTo !== undefined && e.redactedForm !== undefined)).toBe(true);
    for (const e of log) expect(recomputedHash(e, seed)).toBe(e.hash);
    // A reader who guessed all of the note right (text, cause and all) could not have confirmed it against that hash
    // while the game ran: it is salted with a secret from the seed. Only with the seed does the right guess give it.
    const guess = { ...hidden, event: { type: 'noted', seat: seatOf(writer), text: 'flank left' }, visibleTo: [seatOf(writer)], redactedForm: { type: 'noted', seat: seatOf(writer) }, cause: note.cause };
    const unsalted = createHash('sha256')
      .update(guess.prevHash + referenceCanonicalJson({ seq: guess.seq, event: guess.event, visibleTo: guess.visibleTo, redacted: guess.redactedForm, cause: guess.cause ?? null }), 'utf8')
      .digest('hex');
    expect(unsalted).not.toBe(hidden.hash);
    expect(recomputedHash(guess, seed)).toBe(hidden.hash);
    // An edit anywhere shows: the text of the note, who could see it, or where the dice began; and so does another seed.
    expect(recomputedHash({ ...note, event: { ...note.event, text: 'flank right' } }, seed)).not.toBe(note.hash);
    expect(recomputedHash({ ...note, visibleTo: null }, seed)).not.toBe(note.hash);
    const rolled = log.find((e) => e.cause?.rolls?.length)!;
    expect(recomputedHash({ ...rolled, cause: { ...rolled.cause!, diceFrom: rolled.cause!.diceFrom! + 1 } }, seed)).not.toBe(rolled.hash);
    expect(recomputedHash(note, 'f'.repeat(64))).not.toBe(note.hash);
  });
});

describe('what I saw, and when', () => {
  it("gives a seat's own log as it was shown, with times, to its holder only — even after the end", async () => {
    const { id, writer, reader } = await gameWithNote(7);
    await playOut(id);
    const res = await as(reader, `/games/${id}/seats/${seatOf(reader)}/history`);
    expect(res.status).toBe(200);
    const body = res.body as { seat: string; events: { recordedAt: string; entry: Entry }[] };
    expect(body.seat).toBe(seatOf(reader));
    expect(body.events.length).toBeGreaterThan(2);
    for (const e of body.events) expect(Number.isNaN(Date.parse(e.recordedAt))).toBe(false);
    expect(body.events.find((e) => e.entry.event.type === 'noted')!.entry.redacted).toBe(true);
    expect(res.text).not.toContain('flank left');
    const own = await as(writer, `/games/${id}/seats/${seatOf(writer)}/history`);
    expect(own.text).toContain('flank left');
    expectProblem(await as(writer, `/games/${id}/seats/${seatOf(reader)}/history`), 403, 'not-your-seat');
    expectProblem(await as(outsider, `/games/${id}/seats/a/history`), 403);
    expectProblem(await as(null, `/games/${id}/seats/a/history`), 401);
  });
});

describe('the log read back', () => {
  it('says when each event was recorded, for a seat and a spectator alike, as the seat history does (found by review)', async () => {
    const { id, reader } = await gameWithNote();
    type Dated = Entry & { recordedAt: string };
    const seen = ((await as(reader, `/games/${id}/events`)).body as { events: Dated[] }).events;
    expect(seen.length).toBeGreaterThan(1);
    const history = ((await as(reader, `/games/${id}/seats/${seatOf(reader)}/history`)).body as { events: { recordedAt: string; entry: Entry }[] }).events;
    expect(seen.map((e) => [e.seq, e.recordedAt])).toEqual(history.map((e) => [e.entry.seq, e.recordedAt]));
    expect(history.every((e) => !('recordedAt' in e.entry))).toBe(true);
    const watched = ((await as(null, `/games/${id}/events`)).body as { events: Dated[] }).events;
    expect(watched.map((e) => e.recordedAt)).toEqual(seen.map((e) => e.recordedAt));
    for (const e of watched) expect(Number.isNaN(Date.parse(e.recordedAt)), String(e.seq)).toBe(false);
  });
});

describe('verification', () => {
  it('waits for the end, then checks the seed, the chain, every roll and the final state', async () => {
    const { id } = await gameWithNote(8);
    expectProblem(await as(a, `/games/${id}/verification`), 409, 'game-not-over');
    await playOut(id);
    const res = await as(null, `/games/${id}/verification`);
    expect(res.status).toBe(200);
    const report = res.body as { ok: boolean; seedMatchesHash: boolean; events: number; rolls: { ok: boolean }[]; chain: { ok: boolean }; replay: { ok: boolean }; finalState: { ok: boolean } };
    expect(report).toMatchObject({ ok: true, seedMatchesHash: true, chain: { ok: true }, replay: { ok: true }, finalState: { ok: true } });
    const log = await t.ctx.store.read(id);
    expect(report.events).toBe(log.length);
    expect(report.rolls).toHaveLength(log.reduce((n, e) => n + (e.cause?.rolls.length ?? 0), 0));
  });

  it('replays a game once for good: its report is saved, for every instance and restart (found by review: anyone could ask for game after game, each a replay)', async () => {
    const { id } = await gameWithNote(8);
    await playOut(id);
    const answered = (await as(null, `/games/${id}/verification`)).body as VerificationReport;
    const { rows } = await t.ctx.db.pool.query<{ version: number; report: unknown }>('SELECT version, report FROM verification_reports WHERE game_id = $1', [id]);
    expect(rows).toEqual([{ version: await t.ctx.store.version(id), report: answered }]);
    // Another instance, or this one restarted, reads the report instead of the log.
    const log = { readAll: () => Promise.reject(new Error('the log was read again')) } as unknown as EventLog;
    const meta = (await t.ctx.play.meta(id))!;
    expect(await new FinishedGameReports(log, savedReportsIn(t.ctx.db.prisma)).report(meta, rows[0]!.version)).toEqual(answered);
  });

  it('finds a log edited after a first verification, on any instance (found by review: the saved report hid the edit)', async () => {
    const { id } = await gameWithNote(7);
    await playOut(id);
    expect(((await as(null, `/games/${id}/verification`)).body as { ok: boolean }).ok).toBe(true);
    const rolled = (await t.ctx.store.read(id)).find((e) => e.event.type === 'rolled')!;
    const value = (rolled.event as unknown as { value: number }).value;
    await t.ctx.db.pool.query(`UPDATE events SET data = jsonb_set(data, '{value}', to_jsonb($3::int)) WHERE game_id = $1 AND seq = $2`, [id, rolled.seq, value === 6 ? 5 : value + 1]);
    const report = (await as(null, `/games/${id}/verification`)).body as { ok: boolean; chain: { ok: boolean; brokenAt: number } };
    expect(report).toMatchObject({ ok: false, chain: { ok: false, brokenAt: rolled.seq } });
    // And the report saved now is the one that found it.
    const meta = (await t.ctx.play.meta(id))!;
    expect(await new FinishedGameReports(t.ctx.store, savedReportsIn(t.ctx.db.prisma)).report(meta, await t.ctx.store.version(id) as number)).toMatchObject({ ok: false });
  });

  it('finds an edited log', async () => {
    const { id } = await gameWithNote(7);
    await playOut(id);
    const rolled = (await t.ctx.store.read(id)).find((e) => e.event.type === 'rolled')!;
    const value = (rolled.event as unknown as { value: number }).value;
    await t.ctx.db.pool.query(`UPDATE events SET data = jsonb_set(data, '{value}', to_jsonb($3::int)) WHERE game_id = $1 AND seq = $2`, [id, rolled.seq, value === 6 ? 5 : value + 1]);
    const report = (await as(a, `/games/${id}/verification`)).body as { ok: boolean; chain: { ok: boolean; brokenAt: number } };
    expect(report.ok).toBe(false);
    expect(report.chain).toEqual({ ok: false, brokenAt: rolled.seq });
  });
});
