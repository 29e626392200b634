/**
 * Whether a notice reaches anyone: the preferences' rule, in SQL, shared by
 * the dispatcher's fan-out and the appends. An append writes a turn or a
 * result (which only mail and webhooks carry: the streams tell of them from
 * the game's row) only for an account this rule says some channel takes it
 * to, so a player with neither mail nor webhook costs no outbox row a move.
 */
import type { NoticeReach } from '../store/event-store.js';
import { DEFAULT_CHANNELS, type Channel, type ChannelChoices } from './kinds.js';

/**
 * SQL: whether the account whose settings row is `s` (null for none) wants
 * `kind` on `channel`, or else whether `defaults` (jsonb, by kind and channel) does.
 */
export function wantsSql(channel: Channel, kind: string, defaults: string): string {
  return `COALESCE((s.channels -> ${kind} ->> '${channel}')::boolean, (${defaults} -> ${kind} ->> '${channel}')::boolean, false)`;
}

/**
 * SQL: whether some channel delivers a notice of `kind` to `account` now: a
 * verified address that wants it by email (when `email`, a boolean, says
 * mail is sent), or an enabled webhook endpoint where it wants it by webhook
 * — what the fan-out makes deliveries for (notification-store.ts).
 */
function reachesSql(account: string, kind: string, defaults: string, email: string): string {
  return `EXISTS (SELECT 1 FROM accounts a LEFT JOIN notification_settings s ON s.account_id = a.id
   WHERE a.id = ${account} AND (
     (${email} AND a.email IS NOT NULL AND a.email <> '' AND a.email_verified_at IS NOT NULL AND ${wantsSql('email', kind, defaults)})
     OR (${wantsSql('webhook', kind, defaults)} AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.account_id = a.id AND e.disabled_at IS NULL))))`;
}

/** The rule an EventStore applies to the notices of its appends that only a channel reads, for a service that does or does not send mail. */
export function noticeReach(emailEnabled: boolean, defaults: ChannelChoices = DEFAULT_CHANNELS): NoticeReach {
  return {
    condition: (account, kind, parameter) => reachesSql(account, kind, `(${parameter} -> 'defaults')`, `(${parameter} ->> 'email')::boolean`),
    parameter: { defaults, email: emailEnabled },
  };
}
