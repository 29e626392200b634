/**
 * The notification dispatcher. Outbox rows are written in the same commit as
 * the events that cause them; the dispatcher fans each out into deliveries
 * (one per channel and endpoint) and sends them, at least once: a delivery is
 * claimed with FOR UPDATE SKIP LOCKED under a lease, so several dispatchers
 * share the work without sending one delivery at the same time, and one that
 * crashes mid-send has its claims retried when the lease runs out. Failures
 * retry with exponential backoff and jitter; quiet hours and a vacation delay (all but
 * mails about the account: verification, password reset), and a notice the game has overtaken meanwhile (a turn
 * since played) is not sent. A game's mail says the game as it stands when it goes (turn-story.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { RulesetRegistry } from '../kernel/registry.js';
import type { NotificationHub } from '../realtime/hub.js';
import type { Presence } from '../realtime/presence.js';
import { Poller } from '../poller.js';
import type { MailSender } from './email-channel.js';
import type { WebhookSender } from './webhook-channel.js';
import type { ClaimedDelivery, NotificationStore } from './notification-store.js';
import { ACCOUNT_MAIL_KINDS, DEFAULT_CHANNELS, NOTICE_KINDS, SKIPPED_WHEN_CONNECTED } from './kinds.js';
import { mailHeaders, type MailHeaders } from './mail-headers.js';
import { retryDelay } from './backoff.js';
import { quietUntil } from './quiet-hours.js';
import { POSITION_CID, picturedSeat, renderEmail, renderEmailHtml, webhookBody, type NoticeContent } from './render.js';
import type { TurnStory } from './turn-story.js';
import { SIGNATURE_HEADER, signatureHeader } from './signing.js';
import { UnreadableSecret, type SecretSealer } from './secret-sealing.js';

/** How the dispatcher runs. */
export interface DispatcherSettings {
  /** Milliseconds between polls; 0: the dispatcher runs only when `runOnce` is called. */
  readonly pollMs: number;
  readonly leaseMs: number;
  readonly maxAttempts: number;
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  readonly webhookDisableAfter: number;
  /** Deliveries sent at once at most (each free place is filled as soon as it frees), and outbox rows fanned out a statement. */
  readonly batch: number;
  /** The API's base URL, where token mails say to POST their tokens. */
  readonly publicUrl: string;
  /** The base of the other links in notices: the web client's, or the API's. */
  readonly webUrl: string;
  /** Opens the endpoints' signing secrets. */
  readonly secrets: SecretSealer;
  /** Where replies to notice mails go (MAIL_REPLY_TO); null: nowhere that is read, and the mails say so. */
  readonly replyTo?: string | null;
  /** A mailbox that unsubscribes whoever writes to it (MAIL_UNSUBSCRIBE_ADDRESS), for List-Unsubscribe's mailto; null: none. */
  readonly unsubscribeMailto?: string | null;
  /** A token turning off an account's mails of one kind (TokenService.issueUnsubscribeToken); without it, mails carry no unsubscribe link. */
  readonly unsubscribeToken?: (accountId: string, kind: string) => Promise<string>;
}

/** The position picture (PNG) of a seat's view of a game as it stands, or null where there is none: what a turn mail shows. */
export type SeatPicture = (gameId: string, seat: string) => Promise<Buffer | null>;

/** What a game's mail tells of the game as it stands, for the seat it goes to (null: a mail to none of its seats), or null where there is no such game (turn-story.ts). */
export type GameStory = (gameId: string, seat: string | null) => Promise<TurnStory | null>;

/** What the dispatcher sends through. */
export interface DispatcherChannels {
  /** Null when no SMTP server is configured: then no email deliveries are made. */
  readonly email: MailSender | null;
  readonly webhook: WebhookSender;
}

/**
 * How long the dispatcher lets appends gather after hearing of one before it
 * runs: a burst of moves costs one round, not one each, and a notice is late
 * by a fraction of a second at most.
 */
const WAKE_AFTER_MS = 200;

/** Fans out and delivers notices. */
export class Dispatcher {
  private readonly poller: Poller;
  private unsubscribe: (() => void) | undefined;
  private wake: NodeJS.Timeout | undefined;
  private readonly deliveryObservers: ((channel: string) => void)[] = [];

  constructor(
    private readonly store: NotificationStore,
    private readonly channels: DispatcherChannels,
    private readonly presence: Presence,
    private readonly rulesets: RulesetRegistry,
    private readonly clock: Clock,
    private readonly settings: DispatcherSettings,
    private readonly log: (message: string) => void,
    private readonly seatPicture: SeatPicture = () => Promise.resolve(null),
    private readonly gameStory: GameStory = () => Promise.resolve(null),
  ) {
    this.poller = new Poller(() => this.runOnce(), settings.pollMs, (err) => this.log(`notification dispatcher: ${(err as Error).message}`));
  }

  /** Starts polling, and waking on every append the hub hears of (unless the poll interval is 0). */
  start(hub: NotificationHub): void {
    if (!this.poller.enabled) return;
    this.unsubscribe = hub.subscribe(() => {
      this.wake ??= setTimeout(() => {
        this.wake = undefined;
        this.poller.kick();
      }, WAKE_AFTER_MS);
    });
    this.poller.start();
  }

  /** Has `observer` told the channel of each notice this dispatcher delivers, from now on (metrics). */
  observeDeliveries(observer: (channel: string) => void): void {
    this.deliveryObservers.push(observer);
  }

  /** Has the next rounds look again at the last two hours' notices and deliveries, for any that committed late (src/notifications/dispatch-floors.ts); hourly. */
  rewind(): Promise<void> {
    return this.store.rewindFloors();
  }

  /** Stops, waiting for the round in progress. */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    clearTimeout(this.wake);
    await this.poller.stop();
  }

  /**
   * Fans out and delivers until nothing is due; answers how many deliveries
   * it claimed (each settled, deferred or left to its lease by the time it
   * returns). Up to `batch` are sent at once, and a place is
   * filled again as soon as its delivery is settled, so a slow endpoint holds
   * up no more than its own place; an account has one delivery a channel
   * under way at a time, its oldest (NotificationStore.claim), so one
   * account's slow endpoints cannot take every place. A game's deliveries go
   * one after another, in the order claimed, so that its notices reach their
   * players (a time-out, then the turn it leads to) in the order of what they tell.
   */
  async runOnce(): Promise<number> {
    const sending = new Set<Promise<void>>();
    try {
      return await this.sendAll(sending);
    } finally {
      // Even when the database fails: what is under way ends before the next round claims more.
      await Promise.all(sending);
    }
  }

  /** The loop of runOnce, keeping `sending` filled; answers how many deliveries it claimed. */
  private async sendAll(sending: Set<Promise<void>>): Promise<number> {
    let claimed = 0;
    let settled = 0;
    // Per game, the last of its deliveries under way: the next waits for it, so that a game's notices go out in the order of what they tell.
    const lastOfGame = new Map<string, Promise<void>>();
    // A backlog keeps this going; a stopping dispatcher claims no more and ends with what it has in hand.
    while (!this.poller.stopping) {
      const now = this.clock.now();
      const expanded = await this.store.expand(now, this.settings.batch, DEFAULT_CHANNELS, this.channels.email !== null);
      const room = this.settings.batch - sending.size;
      const settledBefore = settled;
      const { token, deliveries } = room > 0 ? await this.store.claim(now, this.settings.leaseMs, room) : { token: '', deliveries: [] };
      for (const d of deliveries) {
        const before = d.gameId === null ? undefined : lastOfGame.get(d.gameId);
        const sent: Promise<void> = (before ?? Promise.resolve())
          .then(() => this.deliver(d, token))
          .catch((err: unknown) => this.log(`notification dispatcher: delivery ${d.id}: ${(err as Error).message}`))
          .finally(() => {
            sending.delete(sent);
            settled++;
          });
        sending.add(sent);
        if (d.gameId !== null) lastOfGame.set(d.gameId, sent);
      }
      claimed += deliveries.length;
      // The outbox is fanned out whole first: what waits behind a slow delivery must be there to claim.
      if (expanded === this.settings.batch) continue;
      // Nothing under way and nothing more to claim: done — unless a delivery was settled while the claim ran, which may have
      // let its account's next one go after the claim had looked. Otherwise a settled delivery frees a place (and may let its account's next one go).
      if (sending.size === 0 && deliveries.length === 0 && settled === settledBefore) break;
      if (sending.size === 0 && deliveries.length === 0) continue;
      if (deliveries.length === 0 || sending.size === this.settings.batch) await Promise.race(sending);
    }
    return claimed;
  }

  private async deliver(d: ClaimedDelivery, token: string): Promise<void> {
    const now = this.clock.now();
    let settled: boolean;
    // Quiet hours and a vacation hold all but the mails about the account, till the later of their ends.
    const held = ACCOUNT_MAIL_KINDS.includes(d.kind) ? [] : [d.quiet ? quietUntil(now, d.quiet) : null, d.awayUntil].filter((until): until is Date => until !== null && until > now);
    const heldUntil = held.length === 0 ? null : new Date(Math.max(...held.map((until) => until.getTime())));
    if (d.channel === 'webhook' && d.endpointDisabled) settled = await this.store.drop(d.id, token, 'cancelled', 'endpoint disabled');
    else if (d.overtaken) settled = await this.store.drop(d.id, token, 'skipped', 'no longer current');
    else if (heldUntil) settled = await this.store.defer(d.id, token, heldUntil);
    else if (d.channel === 'email' && SKIPPED_WHEN_CONNECTED.includes(d.kind) && (await this.presence.isConnected(d.accountId))) settled = await this.store.drop(d.id, token, 'skipped', 'recipient connected');
    else if (d.channel === 'email' && !this.channels.email) settled = await this.store.drop(d.id, token, 'skipped', 'email is not configured');
    else settled = await this.send(d, token);
    if (!settled) this.log(`delivery ${d.id}: the claim ran out before it was settled; another dispatcher has it`);
  }

  /** Sends a delivery and records how it went. */
  private async send(d: ClaimedDelivery, token: string): Promise<boolean> {
    const content: NoticeContent = {
      id: d.id,
      kind: d.kind,
      gameId: d.gameId,
      gameTitle: d.ruleset ? (this.rulesets.get(d.ruleset)?.title ?? d.ruleset) : null,
      gameName: d.gameName,
      payload: d.payload,
      createdAt: d.createdAt,
      timeZone: d.quiet?.timeZone ?? null,
      pictured: d.ruleset !== null && this.rulesets.get(d.ruleset)?.drawView !== undefined,
    };
    try {
      if (d.channel === 'email') await this.sendMail(d, content);
      else await this.postWebhook(d, content);
    } catch (err) {
      const message = (err as Error).message || String(err);
      const retryAt = new Date(this.clock.now().getTime() + retryDelay(d.attempts + 1, this.settings.retryBaseMs, this.settings.retryMaxMs, Math.random));
      const status = await this.store.attemptFailed(d.id, token, message, retryAt, this.settings.maxAttempts);
      // A secret this instance cannot open is its own configuration's fault: retried, but not held against the endpoint.
      const endpointAtFault = !(err instanceof UnreadableSecret);
      if (d.channel === 'webhook' && d.endpointId && status && endpointAtFault) await this.store.endpointFailed(d.endpointId, message, this.clock.now(), this.settings.webhookDisableAfter);
      return status !== null;
    }
    const settled = await this.store.delivered(d.id, token, this.clock.now());
    for (const observe of this.deliveryObservers) observe(d.channel);
    if (d.endpointId) await this.store.endpointSucceeded(d.endpointId);
    return settled;
  }

  /** A notice's mail: what the game's story says for the seat it goes to; a turn mail shows the seat's position inline, as the game stands when it is sent. */
  private async sendMail(d: ClaimedDelivery, content: NoticeContent): Promise<void> {
    const unsubscribeUrl = await this.unsubscribeUrl(d);
    const story = content.gameId === null ? null : await this.gameStory(content.gameId, storySeat(content.payload)).catch((err: unknown) => {
      // A story that cannot be read leaves the mail with what the notice itself says, rather than holding it back.
      this.log(`delivery ${d.id}: no story of the game: ${(err as Error).message}`);
      return null;
    });
    const mail = renderEmail({ ...content, story }, this.settings.publicUrl, this.settings.webUrl, { unsubscribeUrl, repliesRead: Boolean(this.settings.replyTo) });
    const seat = picturedSeat(content);
    const picture = seat === null ? null : await this.seatPicture(content.gameId!, seat).catch((err: unknown) => {
      // A picture that cannot be drawn leaves the mail without it, rather than holding the notice back.
      this.log(`delivery ${d.id}: no position picture: ${(err as Error).message}`);
      return null;
    });
    const inline = picture ? [{ cid: POSITION_CID, filename: 'position.png', contentType: 'image/png', content: picture }] : undefined;
    const headers = await this.headersOf(d, content, unsubscribeUrl);
    await this.channels.email!.send({ to: d.target, subject: mail.subject, text: mail.text, html: renderEmailHtml(mail, inline !== undefined), headers, ...(inline ? { inline } : {}) });
  }

  /** The one-click unsubscribe link of a notice mail (none for mails about the account: a verification or a reset is asked for). */
  private async unsubscribeUrl(d: ClaimedDelivery): Promise<string | null> {
    const issue = this.settings.unsubscribeToken;
    if (!issue || !(NOTICE_KINDS as readonly string[]).includes(d.kind)) return null;
    return `${this.settings.publicUrl}/notifications/unsubscribe?token=${encodeURIComponent(await issue(d.accountId, d.kind))}`;
  }

  /** A notice mail's Message-ID, threading, list and sender headers. */
  private async headersOf(d: ClaimedDelivery, content: NoticeContent, unsubscribeUrl: string | null): Promise<MailHeaders> {
    const title = [content.gameName, content.gameTitle].filter(Boolean).join(' — ') || 'a game';
    return mailHeaders({
      deliveryId: d.id,
      game: d.gameId ? { id: d.gameId, title } : null,
      firstOfGame: d.gameId ? await this.store.firstGameMail(d.accountId, d.gameId) : null,
      host: new URL(this.settings.publicUrl).hostname,
      unsubscribeUrl,
      unsubscribeMailto: unsubscribeUrl ? (this.settings.unsubscribeMailto ?? null) : null,
      replyTo: this.settings.replyTo ?? null,
    });
  }

  /**
   * Sends a `test` notice to a webhook endpoint now, signed as every delivery is, and answers how it went: null when
   * the endpoint answered 2xx, else what failed. Not a delivery: the history and the endpoint's failure count stay as
   * they are (a disabled endpoint may be tried before it is enabled again).
   */
  async testWebhook(target: { url: string; secret: string }): Promise<string | null> {
    const id = `test-${randomUUID()}`;
    const body = JSON.stringify({ id, kind: 'test', createdAt: this.clock.now().toISOString(), gameId: null, gameName: null, url: `${this.settings.webUrl}/me/webhooks`, picture: null, data: {} });
    try {
      await this.signedPost(target.url, target.secret, id, 'test', body);
      return null;
    } catch (err) {
      return (err as Error).message || String(err);
    }
  }

  private async postWebhook(d: ClaimedDelivery, content: NoticeContent): Promise<void> {
    await this.signedPost(d.target, d.secret ?? '', d.id, d.kind, webhookBody(content, this.settings.publicUrl, this.settings.webUrl));
  }

  /** POSTs a webhook body signed with the endpoint's (sealed) secret. */
  private async signedPost(url: string, sealedSecret: string, id: string, kind: string, body: string): Promise<void> {
    const timestamp = Math.floor(this.clock.now().getTime() / 1000);
    await this.channels.webhook.post(url, body, {
      'user-agent': 'Sortie-Webhooks/1',
      [SIGNATURE_HEADER.toLowerCase()]: signatureHeader(this.settings.secrets.open(sealedSecret), timestamp, body),
      'sortie-delivery': id,
      'sortie-event': kind,
    });
  }
}

/** The seat a game's notice goes to (a turn's, a reminder's, a timeout's, a claim offer's; a result's first), whose view its story takes; null for none. */
function storySeat(payload: Readonly<Record<string, unknown>>): string | null {
  if (typeof payload.seat === 'string') return payload.seat;
  return Array.isArray(payload.seats) && typeof payload.seats[0] === 'string' ? payload.seats[0] : null;
}
