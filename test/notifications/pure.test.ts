import { describe, expect, it } from 'vitest';
import { retryDelay } from '../../src/notifications/backoff.js';
import { quietUntil, canonicalTimeZone } from '../../src/notifications/quiet-hours.js';
import { signatureHeader, verifySignature, newWebhookSecret } from '../../src/notifications/signing.js';
import { checkWebhookUrl, isPrivateAddress } from '../../src/notifications/webhook-target.js';
import { POSITION_CID, picturedSeat, renderEmail, renderEmailHtml, webhookBody } from '../../src/notifications/render.js';
import { effectivePreferences, settingsFromInput } from '../../src/notifications/preferences.js';
import { controlSentence, sinceLastMove } from '../../src/notifications/turn-story.js';
import type { LogEntry } from '../../src/kernel/log.js';

describe('retry backoff', () => {
  it('doubles from the base up to the cap, with jitter within the upper half', () => {
    expect(retryDelay(1, 1000, 60_000, () => 0)).toBe(500);
    expect(retryDelay(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(retryDelay(3, 1000, 60_000, () => 1)).toBe(4000);
    expect(retryDelay(20, 1000, 60_000, () => 1)).toBe(60_000);
    expect(retryDelay(20, 1000, 60_000, () => 0)).toBe(30_000);
  });
});

describe('quiet hours', () => {
  const berlin = { start: '22:00', end: '07:30', timeZone: 'Europe/Berlin' };

  it('delay a notice due inside the window to its end, by local time, across midnight', () => {
    // 23:15 in Berlin (UTC+1 in January) is 22:15 UTC; the window ends at 07:30 local = 06:30 UTC.
    expect(quietUntil(new Date('2026-01-10T22:15:42Z'), berlin)?.toISOString()).toBe('2026-01-11T06:30:00.000Z');
    expect(quietUntil(new Date('2026-01-11T05:00:00Z'), berlin)?.toISOString()).toBe('2026-01-11T06:30:00.000Z');
    expect(quietUntil(new Date('2026-01-11T06:30:00Z'), berlin)).toBeNull();
    expect(quietUntil(new Date('2026-01-10T12:00:00Z'), berlin)).toBeNull();
  });

  it('handle a window within one day, an empty window, and a daylight-saving change inside the window', () => {
    const lunch = { start: '12:00', end: '13:00', timeZone: 'UTC' };
    expect(quietUntil(new Date('2026-05-05T12:59:00Z'), lunch)?.toISOString()).toBe('2026-05-05T13:00:00.000Z');
    expect(quietUntil(new Date('2026-05-05T13:00:00Z'), lunch)).toBeNull();
    expect(quietUntil(new Date('2026-05-05T12:30:00Z'), { ...lunch, end: '12:00' })).toBeNull();
    // Berlin springs forward at 02:00 on 2026-03-29: 07:30 that morning is 05:30 UTC, not 06:30.
    expect(quietUntil(new Date('2026-03-28T22:00:00Z'), berlin)?.toISOString()).toBe('2026-03-29T05:30:00.000Z');
  });

  it('end at the jump when the clocks skip over the end that day, never in the past', () => {
    // Berlin jumps from 02:00 to 03:00 on 2026-03-29, so 02:30 does not happen: the window ends at the jump, 01:00 UTC.
    expect(quietUntil(new Date('2026-03-29T00:45:00Z'), { start: '23:00', end: '02:30', timeZone: 'Europe/Berlin' })?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    // Santiago jumps from 00:00 to 01:00 on 2026-09-06: a window ending at 00:30 ends at the jump, 04:00 UTC.
    expect(quietUntil(new Date('2026-09-06T03:50:00Z'), { start: '22:00', end: '00:30', timeZone: 'America/Santiago' })?.toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('go on to the next day when the jump skips all the time outside the window (found by review)', () => {
    // Boise springs forward from 02:00 to 03:00 on 2026-03-08: a window from 03:00 to 02:00 is open no minute that day; it ends at 02:00 the next day (08:00 UTC).
    const boise = { start: '03:00', end: '02:00', timeZone: 'America/Boise' };
    expect(quietUntil(new Date('2026-03-08T08:00:00Z'), boise)?.toISOString()).toBe('2026-03-09T08:00:00.000Z');
    // Cairo springs forward from 00:00 to 01:00 on 2026-04-24: a window from 00:30 to 00:00 ends at 00:00 on the 25th (21:00 UTC on the 24th).
    const cairo = { start: '00:30', end: '00:00', timeZone: 'Africa/Cairo' };
    expect(quietUntil(new Date('2026-04-23T21:30:00Z'), cairo)?.toISOString()).toBe('2026-04-24T21:00:00.000Z');
  });

  it('know real time zones from made-up ones, and spell them as IANA does (found by review: a zone was kept as typed)', () => {
    expect(canonicalTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    // The zone named, not an older name the runtime links it to (found by review: Europe/Kyiv came back as Europe/Kiev).
    expect(canonicalTimeZone('Europe/Kyiv')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(canonicalTimeZone('Etc/UTC')).toBe('Etc/UTC');
  });
});

describe('webhook signatures', () => {
  const secret = newWebhookSecret();
  const body = '{"kind":"turn"}';

  it('verify over the timestamp and the exact body, within the tolerance', () => {
    const header = signatureHeader(secret, 1_800_000_000, body);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, header, body, 1_800_000_100)).toBe(true);
    expect(verifySignature(secret, header, `${body} `, 1_800_000_100)).toBe(false);
    expect(verifySignature(`${secret}x`, header, body, 1_800_000_100)).toBe(false);
    expect(verifySignature(secret, header, body, 1_800_000_301)).toBe(false);
    expect(verifySignature(secret, header.replace('t=1800000000', 't=1800000001'), body, 1_800_000_000)).toBe(false);
    expect(verifySignature(secret, 't=1800000000', body, 1_800_000_000)).toBe(false);
  });

  it('accept any one matching v1 value, for secret rotation', () => {
    const header = signatureHeader(secret, 1_800_000_000, body);
    const other = signatureHeader('whsec_old', 1_800_000_000, body).split(',')[1]!;
    expect(verifySignature(secret, `${header},${other}`, body, 1_800_000_000)).toBe(true);
    expect(verifySignature('whsec_old', `${header},${other}`, body, 1_800_000_000)).toBe(true);
  });
});

describe('webhook targets', () => {
  const strict = { allowPrivate: false, allowHosts: [], denyHosts: [] };

  it('are http(s) URLs without credentials', () => {
    expect(checkWebhookUrl('https://hooks.example.com/sortie', strict).ok).toBe(true);
    expect(checkWebhookUrl('ftp://hooks.example.com/', strict)).toMatchObject({ ok: false });
    expect(checkWebhookUrl('https://user:pw@hooks.example.com/', strict)).toMatchObject({ ok: false });
    expect(checkWebhookUrl('not a url', strict)).toMatchObject({ ok: false });
  });

  it('refuse private, loopback and link-local addresses unless allowed', () => {
    for (const url of ['http://127.0.0.1:8080/', 'http://10.1.2.3/', 'http://169.254.169.254/latest', 'http://[::1]/', 'http://[fd00::1]/', 'http://localhost/', 'http://localhost./', 'http://a.localhost/', 'http://[::ffff:127.0.0.1]/'])
      expect(checkWebhookUrl(url, strict), url).toMatchObject({ ok: false });
    expect(checkWebhookUrl('http://127.0.0.1:8080/', { ...strict, allowPrivate: true }).ok).toBe(true);
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
    expect(isPrivateAddress('192.168.1.1')).toBe(true);
  });

  it('refuse the documentation, relay, discard and SRv6 ranges too (found by review: TEST-NET, 2001:db8:: and 5f00:: were taken)', () => {
    for (const url of ['http://192.0.2.1/', 'http://198.51.100.7/', 'http://203.0.113.9/', 'http://192.88.99.1/', 'http://[100::1]/', 'http://[2001:db8::1]/', 'http://[3fff::1]/', 'http://[2001:2::1]/', 'http://[2001:20::1]/', 'http://[5f00::1]/'])
      expect(checkWebhookUrl(url, strict), url).toMatchObject({ ok: false });
    expect(isPrivateAddress('192.0.3.1')).toBe(false);
    expect(isPrivateAddress('2001:db9::1')).toBe(false);
    expect(isPrivateAddress('2001:200::1')).toBe(false);
    expect(isPrivateAddress('5f01::1')).toBe(false);
  });

  it('refuse IPv6 forms that carry an IPv4 address a network may route to it: IPv4-compatible, NAT64, 6to4, Teredo (found by review)', () => {
    for (const url of ['http://[::7f00:1]/', 'http://[64:ff9b::7f00:1]/', 'http://[64:ff9b::a9fe:a9fe]/', 'http://[64:ff9b:1::a00:1]/', 'http://[2002:7f00:1::]/', 'http://[2001:0:4136:e378::1]/', 'http://[::ffff:0:169.254.169.254]/', 'http://[0:0:0:0:ffff:0:7f00:1]/', 'http://[fec0::1]/'])
      expect(checkWebhookUrl(url, strict), url).toMatchObject({ ok: false });
  });

  it('follow the allowlist and the denylist, a leading dot covering subdomains', () => {
    const listed = { ...strict, allowHosts: ['.example.com'], denyHosts: ['bad.example.com'] };
    expect(checkWebhookUrl('https://example.com/', listed).ok).toBe(true);
    expect(checkWebhookUrl('https://hooks.example.com/', listed).ok).toBe(true);
    expect(checkWebhookUrl('https://bad.example.com/', listed)).toMatchObject({ ok: false });
    // A fully qualified name with its trailing dot is the same host.
    expect(checkWebhookUrl('https://bad.example.com./', listed)).toMatchObject({ ok: false });
    expect(checkWebhookUrl('https://hooks.example.com./', listed).ok).toBe(true);
    expect(checkWebhookUrl('https://example.org/', listed)).toMatchObject({ ok: false });
  });
});

describe('notice texts', () => {
  const base = { id: '7', gameId: '0b9f4c1e-3f0a-4c1e-9f4c-1e3f0a4c1e9f', gameTitle: 'Bommerz', gameName: null, createdAt: new Date('2026-01-01T00:00:00Z'), timeZone: null, pictured: false };

  it('say what happened and link to the game', () => {
    const turn = renderEmail({ ...base, kind: 'turn', payload: { seat: 'ork1', deadline: '2026-01-03T00:00:00.000Z' } }, 'https://sortie.example');
    expect(turn.subject).toBe('Your turn in Bommerz');
    expect(turn.text).toContain('It is your turn in your game of Bommerz.');
    expect(turn.text).toContain('Sat, 03 Jan 2026 00:00:00 GMT');
    expect(turn.text).toContain(`https://sortie.example/games/${base.gameId}`);
    const timeout = renderEmail({ ...base, kind: 'timeout', payload: { policy: 'forfeit' } }, 'https://sortie.example');
    expect(timeout.text).toContain('forfeited');
    const disabled = renderEmail({ ...base, gameId: null, gameTitle: null, kind: 'webhook-disabled', payload: { url: 'https://x.example/h', failures: 5, endpointId: 'e1', lastError: 'HTTP 500' } }, 'https://s.example');
    expect(disabled.text).toContain('https://x.example/h failed 5 times in a row');
    expect(disabled.text).toContain('POST /me/webhooks/e1/enable');
  });

  it("say a turn's clock as the game's story has it: held while the player is away, with no deadline; else the deadline as it is now", () => {
    const story = { players: [{ seat: 'ork1', label: 'Ork player 1', name: 'ace' }, { seat: 'imperial', label: 'Imperial player', name: null }], seat: 'ork1', since: ['The Imperial player places his counters face down.'], earlier: 2, asked: [{ text: 'Pick a Speed.', options: ['Speed 1', 'Speed 2'], more: 3 }] };
    const held = renderEmail({ ...base, kind: 'turn', story: { ...story, clock: { running: false, held: 'vacation' } }, payload: { seat: 'ork1', deadline: '2026-01-03T00:00:00.000Z' } }, 'https://sortie.example');
    expect(held.text).toContain('Players: ace (Ork player 1, you); Imperial player.');
    expect(held.text).toContain("Since your last move:\n- (2 earlier: see the game's log)\n- The Imperial player places his counters face down.");
    expect(held.text).toContain('Asked of you now: Pick a Speed.\n- Speed 1\n- Speed 2\n- and 3 more options');
    expect(held.text).toContain('Your clock is held while you are on vacation: no deadline runs until you are back.');
    expect(held.text).not.toContain('Your deadline');
    const running = renderEmail({ ...base, kind: 'turn', story: { ...story, clock: { running: true, deadline: '2026-01-05T00:00:00.000Z' } }, payload: { seat: 'ork1', deadline: '2026-01-03T00:00:00.000Z' } }, 'https://sortie.example');
    expect(running.text).toContain('Your deadline: Mon, 05 Jan 2026 00:00:00 GMT.');
  });

  it("tell each player of a result whether it won (found by review: a result mail said only 'Seat imperial resigned.')", () => {
    const result = (seats: string[], winners: string[]) => renderEmail({ ...base, kind: 'result', payload: { summary: 'Seat imperial resigned.', winners, seats } }, 'https://s.example').text;
    expect(result(['ork1'], ['ork1', 'ork2'])).toContain('Seat imperial resigned.\nYou won (winners: ork1, ork2).');
    expect(result(['imperial'], ['ork1', 'ork2'])).toContain('\nYou lost (winners: ork1, ork2).');
    expect(result(['ork1'], [])).toContain('\nNo player won.');
  });

  it("give a deadline in the player's time zone, where it gave one with its quiet hours (found by review: always GMT)", () => {
    const turn = renderEmail({ ...base, timeZone: 'Europe/Berlin', kind: 'turn', payload: { seat: 'ork1', deadline: '2026-01-03T00:00:00.000Z' } }, 'https://sortie.example');
    expect(turn.text).toContain('Your deadline: Sat, 03 Jan 2026, 01:00 (Europe/Berlin).');
    const reminder = renderEmail({ ...base, timeZone: 'America/New_York', kind: 'reminder', payload: { deadline: '2026-07-03T00:00:00.000Z' } }, 'https://sortie.example');
    expect(reminder.text).toContain('due by Thu, 02 Jul 2026, 20:00 (America/New_York)');
  });

  it('link games, settings and the verification page to the web client where one is named (WEB_URL), and a reset token to the API route that takes it by POST (found by review: every link was an API route, no page a player can open)', () => {
    const [api, web] = ['https://api.sortie.example', 'https://play.sortie.example'];
    const turn = renderEmail({ ...base, kind: 'turn', payload: { seat: 'ork1' } }, api, web);
    expect(turn.text).toContain(`\n\n${web}/games/${base.gameId}\n`);
    expect(turn.text).toContain(`Choose which notices you get: ${web}/me/notifications/preferences`);
    expect(turn.text).not.toContain(api);
    expect(renderEmail({ ...base, kind: 'invitation', payload: { from: 'alice', inviteCode: 'c0de' } }, api, web).text).toContain(`${web}/games/${base.gameId}?inviteCode=c0de`);
    expect(renderEmail({ ...base, gameId: null, gameTitle: null, kind: 'webhook-disabled', payload: { url: 'https://x.example/h' } }, api, web).text).toContain(`\n\n${web}/me/webhooks\n`);
    expect((JSON.parse(webhookBody({ ...base, kind: 'turn', payload: {} }, api, web)) as { url: string }).url).toBe(`${web}/games/${base.gameId}`);
    const verification = renderEmail({ ...base, gameId: null, gameTitle: null, kind: 'email-verification', payload: { name: 'ace', token: 't' } }, api, web);
    expect(verification.text).toContain(`POST this token to ${api}/accounts/email-verification`);
    expect(verification.text).toContain(`\n\n${web}/verify-email?token=t\n`);
    const reset = renderEmail({ ...base, gameId: null, gameTitle: null, kind: 'password-reset', payload: { name: 'ace', token: 't' } }, api, web);
    expect(reset.text).toContain(`new password to ${api}/auth/password-reset`);
  });

  it('give webhooks a stable JSON body', () => {
    expect(JSON.parse(webhookBody({ ...base, kind: 'result', payload: { summary: 'A won' } }, 'https://s.example'))).toEqual({
      id: '7',
      kind: 'result',
      createdAt: '2026-01-01T00:00:00.000Z',
      gameId: base.gameId,
      gameName: null,
      url: `https://s.example/games/${base.gameId}`,
      picture: null,
      data: { summary: 'A won' },
    });
  });

  it("point a turn notice of a game with pictures at the seat's position picture, and show it inline in the mail's HTML", () => {
    const turn = { ...base, pictured: true, kind: 'turn', payload: { seat: 'ork 1' } };
    expect((JSON.parse(webhookBody(turn, 'https://api.example', 'https://play.example')) as { picture: unknown }).picture).toBe(`https://api.example/games/${base.gameId}/seats/ork%201/view.png`);
    expect(picturedSeat(turn)).toBe('ork 1');
    // Only a turn notice shows the position, and only where the ruleset draws one.
    expect(picturedSeat({ ...turn, kind: 'reminder' })).toBeNull();
    expect(picturedSeat({ ...turn, pictured: false })).toBeNull();
    expect((JSON.parse(webhookBody({ ...turn, pictured: false }, 'https://api.example')) as { picture: unknown }).picture).toBeNull();
    const mail = renderEmail({ ...base, gameName: 'Raid <now> & then', kind: 'turn', payload: { seat: 'ork1' } }, 'https://api.example', 'https://play.example');
    const html = renderEmailHtml(mail, true);
    expect(html).toContain(`<img src="cid:${POSITION_CID}"`);
    expect(html).toContain('It is your turn in your game “Raid &lt;now&gt; &amp; then” of Bommerz.');
    expect(html).toContain(`<a href="https://play.example/games/${base.gameId}" style="display:inline-block`);
    expect(renderEmailHtml(mail, false)).not.toContain('<img');
  });

  it("name the game its creator named, to its players but not in an invitation to someone not in it", () => {
    const named = { ...base, gameName: 'Friday river run' };
    const turn = renderEmail({ ...named, kind: 'turn', payload: { seat: 'ork1' } }, 'https://s.example');
    expect(turn.subject).toBe('Your turn in “Friday river run”');
    expect(turn.text).toContain('in your game “Friday river run” of Bommerz.');
    expect(renderEmail({ ...named, kind: 'result', payload: { summary: 'A won' } }, 'https://s.example').subject).toBe('Game over: “Friday river run”');
    expect((JSON.parse(webhookBody({ ...named, kind: 'reminder', payload: {} }, 'https://s.example')) as { gameName: unknown }).gameName).toBe('Friday river run');
    const invitation = renderEmail({ ...named, kind: 'invitation', payload: { from: 'alice' } }, 'https://s.example');
    expect(`${invitation.subject}\n${invitation.text}`).not.toContain('Friday');
    expect((JSON.parse(webhookBody({ ...named, kind: 'invitation', payload: { from: 'alice' } }, 'https://s.example')) as { gameName: unknown }).gameName).toBeNull();
  });
});

describe("a game's story", () => {
  /** A log entry of `type` (with `fields`), first of a batch that `seat` caused when `seat` is given (null: the service). */
  const entry = (seq: number, type: string, fields: Record<string, unknown> = {}, seat?: string | null): LogEntry => ({
    seq,
    event: { type, ...fields },
    visibleTo: null,
    redacted: null,
    cause: seat === undefined ? null : { seat, command: { type: seat === null ? 'sortie.sync' : 'roll' }, diceFrom: 0, rolls: [] },
    prevHash: '',
    hash: '',
  });
  const types = (entries: readonly LogEntry[]) => entries.map((e) => e.event.type);

  it("starts after the seat's last own batch, from the first whole batch of its window", () => {
    const log = [entry(1, 'tail-of-an-earlier-batch'), entry(2, 'rolled', {}, 'a'), entry(3, 'sortie.clock-stopped', {}, null), entry(4, 'rolled', {}, 'b'), entry(5, 'sortie.clock-started', {}, null)];
    expect(types(sinceLastMove(log, 'a'))).toEqual(['sortie.clock-stopped', 'rolled', 'sortie.clock-started']);
    expect(types(sinceLastMove(log, 'b'))).toEqual(['sortie.clock-started']);
    // A seat that has not moved in the window: all of it but the partial batch it starts in.
    expect(types(sinceLastMove(log, 'c'))).toHaveLength(4);
  });

  it("does not count the server's move at a time-out (default-move) as the seat's own, but goes back past it", () => {
    const log = [
      entry(1, 'rolled', {}, 'a'),
      entry(2, 'rolled', {}, 'b'),
      entry(3, 'sortie.timed-out', { seat: 'a', policy: 'default-move' }, null),
      entry(4, 'noted', {}, 'a'),
      entry(5, 'rolled', {}, 'a'),
      entry(6, 'sortie.clock-stopped', {}, null),
    ];
    expect(types(sinceLastMove(log, 'a'))).toEqual(['rolled', 'sortie.timed-out', 'noted', 'rolled', 'sortie.clock-stopped']);
    // Another seat's time-out does not make the seat's own moves the server's.
    const other = [entry(1, 'sortie.timed-out', { seat: 'b', policy: 'default-move' }, null), entry(2, 'rolled', {}, 'a'), entry(3, 'sortie.clock-stopped', {}, null)];
    expect(types(sinceLastMove(other, 'a'))).toEqual(['sortie.clock-stopped']);
  });

  it('says control events with the players\' names, "you" for the reader, and leaves the clocks\' bookkeeping out', () => {
    const players = [{ seat: 'a', label: 'Racer A', name: 'ace' }, { seat: 'b', label: 'Racer B', name: null }];
    expect(controlSentence({ type: 'sortie.timed-out', seat: 'a', at: '', policy: 'default-move' }, players, 'b')).toBe("ace's time ran out: the server moved for them.");
    expect(controlSentence({ type: 'sortie.timed-out', seat: 'b', at: '', policy: 'claim' }, players, 'b')).toBe('Your time ran out: the other side may claim the win until you move.');
    expect(controlSentence({ type: 'sortie.win-claimed', by: 'b', against: 'a', at: '', winners: ['b'] }, players, 'a')).toBe('Racer B claimed the win against you.');
    expect(controlSentence({ type: 'sortie.clock-started', seat: 'a', at: '', deadline: '' }, players, 'a')).toBeNull();
  });
});

describe('preferences', () => {
  it('fill in the defaults around what an account chose', () => {
    const p = effectivePreferences({ channels: { turn: { email: false, webhook: true } }, quiet: null });
    expect(p.channels.turn).toEqual({ email: false, webhook: true });
    expect(p.channels.reminder).toEqual({ email: true, webhook: true });
    expect(p.quietHours).toBeNull();
  });

  it('refuse an unknown time zone, and quiet hours that end as they begin (found by review: they meant none, silently)', () => {
    expect(settingsFromInput({ quietHours: { start: '22:00', end: '07:00', timeZone: 'Nowhere/Land' } })).toMatchObject({ ok: false });
    expect(settingsFromInput({ quietHours: { start: '22:00', end: '22:00', timeZone: 'Asia/Tokyo' } })).toMatchObject({ ok: false, code: 'empty-quiet-hours' });
    expect(settingsFromInput({ quietHours: { start: '22:00', end: '07:00', timeZone: 'Asia/Tokyo' } })).toMatchObject({ ok: true });
  });
});
