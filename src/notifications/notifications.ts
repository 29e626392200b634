/**
 * The notification service the routes use: an account's preferences,
 * webhook endpoints and delivery history, and invitations. Delivery itself
 * is the dispatcher's.
 */
import type { Clock } from '../clock.js';
import type { DeliveryRecord, EndpointRecord, InvitationRecord, NotificationStore } from './notification-store.js';
import type { NotificationHub } from '../realtime/hub.js';
import type { SecretSealer } from './secret-sealing.js';
import { effectivePreferences, settingsFromInput, type Preferences, type PreferencesInput } from './preferences.js';
import { checkWebhookUrl, type TargetPolicy } from './webhook-target.js';
import { newWebhookSecret } from './signing.js';
import type { ProblemCode } from '../problem-types.js';
import type { NoticeKind } from './kinds.js';

/** The most webhook endpoints one account may have. */
const MAX_ENDPOINTS = 5;

/** Why a request about notifications was refused. */
export interface SettingsRefusal {
  readonly ok: false;
  readonly code: ProblemCode;
  readonly message: string;
}

/** How long the delivery history goes back: a finished delivery older than this is deleted, with its notice. */
export const HISTORY_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** Rows deleted per purge statement. */
const PURGE_BATCH = 5_000;

/** Preferences, endpoints and history, per account. */
export class Notifications {
  constructor(
    private readonly store: NotificationStore,
    private readonly policy: TargetPolicy,
    private readonly clock: Clock,
    private readonly hub: Pick<NotificationHub, 'announce'>,
    private readonly secrets: SecretSealer,
  ) {}

  /** An account's preferences, defaults filled in. */
  async preferences(accountId: string): Promise<Preferences> {
    return effectivePreferences(await this.store.settings(accountId));
  }

  /** Replaces an account's preferences, and lets what quiet hours held go as the new ones allow; answers them as they now are. */
  async savePreferences(accountId: string, input: PreferencesInput): Promise<{ ok: true; preferences: Preferences } | SettingsRefusal> {
    const parsed = settingsFromInput(input);
    if (!parsed.ok) return { ok: false, code: parsed.code, message: parsed.message };
    await this.store.saveSettings(accountId, parsed.settings, this.clock.now());
    // What the old quiet hours held goes as the new ones allow: at once, with none.
    await this.store.releaseHeld(accountId, this.clock.now());
    return { ok: true, preferences: effectivePreferences(parsed.settings) };
  }

  /** Turns off the account's mails of one kind of notice (a one-click unsubscribe); its other choices stay. False: no such account. */
  unsubscribe(accountId: string, kind: NoticeKind): Promise<boolean> {
    return this.store.mailOff(accountId, kind, this.clock.now());
  }

  /**
   * Forgets what is older than the history keeps: finished deliveries, and
   * the notices they were made from once none is left to send; and the
   * invitations to games that have started.
   */
  async purgeHistory(): Promise<{ deliveries: number; outbox: number; invitations: number }> {
    return this.store.purge(new Date(this.clock.now().getTime() - HISTORY_KEPT_MS), PURGE_BATCH);
  }

  /** An account's delivery history, newest first. */
  deliveries(accountId: string, limit: number, beforeId?: string): Promise<DeliveryRecord[]> {
    return this.store.history(accountId, limit, beforeId);
  }

  /** The invitations an account has received to games not started that it has not sat down in, newest first. */
  invitations(accountId: string, limit: number, beforeId?: string): Promise<InvitationRecord[]> {
    return this.store.invitations(accountId, limit, beforeId);
  }

  /** An account's webhook endpoints. */
  endpoints(accountId: string): Promise<EndpointRecord[]> {
    return this.store.endpoints(accountId);
  }

  /** Adds a webhook endpoint; answers it with its signing secret, which is never shown again. */
  async addEndpoint(accountId: string, url: string): Promise<{ ok: true; endpoint: EndpointRecord; secret: string } | SettingsRefusal> {
    const checked = checkWebhookUrl(url, this.policy);
    if (!checked.ok) return { ok: false, code: 'bad-webhook-url', message: checked.message };
    const secret = newWebhookSecret();
    const endpoint = await this.store.addEndpoint(accountId, checked.url.toString(), this.secrets.seal(secret), this.clock.now(), MAX_ENDPOINTS);
    if (!endpoint) return { ok: false, code: 'too-many-webhooks', message: `An account may have at most ${MAX_ENDPOINTS} webhook endpoints.` };
    return { ok: true, endpoint, secret };
  }

  /** Removes a webhook endpoint; false when the account has none with that id. */
  removeEndpoint(accountId: string, id: string): Promise<boolean> {
    return this.store.removeEndpoint(accountId, id);
  }

  /** Where one of the account's endpoints is, with its sealed secret (for a test delivery); null when it has none with that id. */
  endpointTarget(accountId: string, id: string): Promise<{ url: string; secret: string } | null> {
    return this.store.endpointTarget(accountId, id);
  }

  /** Enables a disabled endpoint again; null when the account has none with that id. */
  enableEndpoint(accountId: string, id: string): Promise<EndpointRecord | null> {
    return this.store.enableEndpoint(accountId, id);
  }

  /**
   * Invites an account to a game: an `invitation` notice, once per account
   * and game, so invitations cannot be used to flood anyone, announced to the
   * account's personal streams. Answers whether a notice was queued.
   */
  async invite(gameId: string, accountId: string, payload: { from: string; inviteCode: string | null }): Promise<boolean> {
    const queued = await this.store.invite(gameId, accountId, { gameId, ...payload });
    if (queued) this.hub.announce(queued);
    return queued !== null;
  }
}
