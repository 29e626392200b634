/**
 * The notifications' SQL: fanning outbox rows out into per-channel
 * deliveries, claiming deliveries (FOR UPDATE SKIP LOCKED, with a lease so a
 * crashed dispatcher's claims come back, and a claim token so a dispatcher
 * whose lease ran out cannot settle another's attempt), settling them, the
 * endpoints' failure counts, settings, endpoints and the delivery history.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Prisma } from '../generated/prisma/client.js';
import { inTransaction } from '../store/transaction.js';
import { ACCOUNT_MAIL_KINDS, EMAIL_VERIFICATION_KIND, type ChannelChoices } from './kinds.js';
import type { QuietHours } from './quiet-hours.js';
import { wantsSql } from './reach.js';
import { floorOf, lockedFloor, movedFloor, REWIND_FLOORS_SQL, type FloorQueue } from './dispatch-floors.js';

/** The NOTIFY channel that carries `{ a: accountId, o: outboxId }` when a notice not written by an append (an invitation, a game ready to start) is queued. */
export const NOTICES_CHANNEL = 'sortie_notices';

/** A notice queued for an account outside any append, as the NOTIFY says it. */
export interface QueuedNotice {
  readonly accountId: string;
  readonly outboxId: string;
}

/** An invitation an account has received to a game not started. */
export interface InvitationRecord {
  readonly id: string;
  readonly gameId: string;
  /** The game's name; null for none. */
  readonly name: string | null;
  readonly ruleset: string;
  /** The name of the account that invited, as it was then. */
  readonly from: string | null;
  /** A private game's invitation code; null for a public game. */
  readonly inviteCode: string | null;
  readonly invitedAt: Date;
}

/** A delivery a dispatcher holds, with everything sending it needs. */
export interface ClaimedDelivery {
  readonly id: string;
  readonly accountId: string;
  readonly gameId: string | null;
  readonly kind: string;
  readonly channel: 'email' | 'webhook';
  /** The address or URL. */
  readonly target: string;
  readonly endpointId: string | null;
  /** Attempts before this one. */
  readonly attempts: number;
  readonly createdAt: Date;
  readonly payload: Record<string, unknown>;
  readonly ruleset: string | null;
  /** The game's name, if its creator gave it one. */
  readonly gameName: string | null;
  readonly secret: string | null;
  readonly endpointDisabled: boolean;
  readonly quiet: QuietHours | null;
  /** Until when the account's vacation holds the notice (null: it does not): see CLAIM_SQL. */
  readonly awayUntil: Date | null;
  /**
   * Whether the game has moved past what the notice announces, so sending it
   * now would mislead: a turn or reminder whose seat has played since (even
   * where the turn is still its own), or whose turn came back (announced by
   * a newer turn notice), a reminder whose deadline has passed, or a claim
   * offer in a game that has ended or against a seat that has moved since
   * (which voids the claim), an invitation to a game cancelled since, or a game ready to start that has started, is gone, has a seat free again
   * or no longer counts the account among its players (its seat freed). A
   * notice held by quiet hours or retried for hours can be.
   */
  readonly overtaken: boolean;
}

/** One line of an account's delivery history. */
export interface DeliveryRecord {
  readonly id: string;
  readonly kind: string;
  readonly channel: string;
  readonly target: string;
  readonly status: string;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly gameId: string | null;
  readonly createdAt: Date;
  readonly deliveredAt: Date | null;
  readonly nextAttemptAt: Date | null;
}

/** An account's stored settings: its own channel choices (the rest default) and quiet hours. */
export interface StoredSettings {
  readonly channels: Partial<ChannelChoices>;
  readonly quiet: QuietHours | null;
}

/** A webhook endpoint as its owner sees it (never its secret, after creation). */
export interface EndpointRecord {
  readonly id: string;
  readonly url: string;
  readonly createdAt: Date;
  readonly consecutiveFailures: number;
  readonly lastError: string | null;
  readonly disabledAt: Date | null;
}

/**
 * Fans pending outbox rows out into deliveries in one statement: an email
 * where the account has a verified address and wants the kind by email (and
 * email is configured), one per enabled webhook endpoint where it wants the
 * kind by webhook. Mails about the account ($6: verification, password
 * reset) go by email only, whatever the preferences; a verification mail
 * ($5) only while the address is not verified and is still the one its
 * token names. Deliveries are made in the outbox's order (an account's are
 * claimed oldest first, so its notices go in the order they were queued). The row is marked dispatched
 * in the same statement. The scan starts at the outbox's floor, which the
 * statement moves up to the oldest row still pending (dispatch-floors.ts).
 */
const EXPAND_SQL = `
WITH scan_floor AS (${lockedFloor('outbox')}
), claimed AS (
  SELECT id, account_id, game_id, kind, payload FROM outbox
   WHERE created_at >= (SELECT floor FROM scan_floor) AND status = 'pending'
   ORDER BY created_at, id LIMIT $1 FOR UPDATE SKIP LOCKED
), wants AS (
  SELECT c.id, c.account_id, c.game_id, c.kind, a.email, a.email_verified_at IS NOT NULL AS verified, c.kind = ANY($6::text[]) AS account_mail,
         -- A verification token goes only to the address it names, and only while that is still the account's.
         c.kind = $5 AS verifying, a.email = c.payload->>'email' AS token_for_address,
         ${wantsSql('email', 'c.kind', '$2::jsonb')} AS by_email,
         ${wantsSql('webhook', 'c.kind', '$2::jsonb')} AS by_webhook
    FROM claimed c JOIN accounts a ON a.id = c.account_id
    LEFT JOIN notification_settings s ON s.account_id = c.account_id
), emails AS (
  INSERT INTO notification_deliveries (outbox_id, account_id, game_id, kind, channel, target)
  SELECT id, account_id, game_id, kind, 'email', email FROM wants
   WHERE $4::boolean AND email IS NOT NULL AND email <> '' AND CASE WHEN verifying THEN NOT verified AND token_for_address ELSE verified AND (account_mail OR by_email) END
   ORDER BY id
  RETURNING 1
), hooks AS (
  INSERT INTO notification_deliveries (outbox_id, account_id, game_id, kind, channel, target, endpoint_id)
  SELECT w.id, w.account_id, w.game_id, w.kind, 'webhook', e.url, e.id
    FROM wants w JOIN webhook_endpoints e ON e.account_id = w.account_id AND e.disabled_at IS NULL
   WHERE w.by_webhook AND NOT w.account_mail
   ORDER BY w.id, e.id
  RETURNING 1
), done AS (
  UPDATE outbox SET status = 'dispatched', delivered_at = $3 WHERE id IN (SELECT id FROM claimed) RETURNING 1
), moved AS (${movedFloor('outbox', "SELECT min(created_at) FROM outbox WHERE created_at >= (SELECT floor FROM scan_floor) AND status = 'pending' AND id NOT IN (SELECT id FROM claimed)")}
)
SELECT (SELECT count(*) FROM done)::int AS rows, ((SELECT count(*) FROM emails) + (SELECT count(*) FROM hooks))::int AS deliveries`;

/** A delivery due at $2: never tried, or its retry, quiet hours or lease over (a claim whose dispatcher died). Checked again as a row is locked, since another claim may have taken it meanwhile. */
const DUE = `(status = 'pending' OR (status IN ('waiting', 'claimed') AND next_attempt_at <= $2))`;

/** A delivery not settled yet: to send, waiting, or under way. */
const UNSETTLED = `status IN ('pending', 'waiting', 'claimed')`;

/** Notices waiting to be delivered, by all instances together. */
export interface NoticeBacklog {
  /** Deliveries not yet settled (to send, to retry, or under way), by channel. */
  readonly pendingByChannel: Readonly<Record<string, number>>;
  /** Outbox rows not yet fanned out into deliveries. */
  readonly outboxPending: number;
  /** How long the oldest notice that is due has been waiting, in seconds (0 when none is). */
  readonly lagSeconds: number;
}

/**
 * The notices not yet settled: outbox rows not fanned out, deliveries by
 * channel; and how long the oldest due one has waited (a delivery deferred
 * to its retry or past quiet hours is due from then). Read from the
 * dispatcher's floors on, as its scans are, so that a scrape does not walk
 * the history (every row not done is above its floor, but one committed
 * late, which the next rewind finds).
 */
const BACKLOG_SQL = `
WITH pending_notices AS (
  SELECT created_at FROM outbox WHERE created_at >= ${floorOf('outbox')} AND status = 'pending'
), unsettled AS (
  SELECT channel, status, created_at, next_attempt_at FROM notification_deliveries WHERE queued_at >= ${floorOf('deliveries')} AND ${UNSETTLED}
)
SELECT (SELECT count(*) FROM pending_notices)::int AS outbox,
       (SELECT COALESCE(jsonb_object_agg(channel, n), '{}') FROM (SELECT channel, count(*)::int AS n FROM unsettled GROUP BY channel) c) AS deliveries,
       GREATEST(0,
         (SELECT EXTRACT(EPOCH FROM $1 - min(created_at)) FROM pending_notices),
         (SELECT EXTRACT(EPOCH FROM $1 - min(CASE WHEN status = 'pending' THEN created_at ELSE next_attempt_at END)) FROM unsettled
           WHERE status = 'pending' OR next_attempt_at <= $1))::float8 AS lag`;

/**
 * Claims due deliveries for a dispatcher, with what sending them needs, and
 * whether the game has overtaken each one's notice since it was written (see
 * ClaimedDelivery.overtaken). An account has one delivery a channel under
 * way at a time, by all dispatchers together: of the oldest due deliveries
 * (a window of ten times the claim, so that a large backlog costs a bounded
 * sort), only each account's oldest of each channel is taken, and only where
 * it has none of that channel claimed; the oldest of those go first, and
 * rows another dispatcher is claiming are skipped before the limit. So the
 * accounts take turns, and one whose webhooks are slow holds up its own
 * webhooks only (not its mail, nor anyone else's notices). Every scan
 * reads by queue position from the deliveries' floor up to now (or $2, if
 * later), leaving the deliveries that wait till later (each is placed at the
 * time it is due again), and moves the floor up to the oldest position not
 * settled that it read (dispatch-floors.ts): the floor stays behind now, so
 * it never passes one placed later.
 */
const CLAIM_SQL = `
WITH scan_floor AS (${lockedFloor('deliveries')}
), unsettled AS (
  SELECT id, account_id, channel, status, next_attempt_at, queued_at FROM notification_deliveries
   WHERE queued_at >= (SELECT floor FROM scan_floor) AND queued_at <= GREATEST($2::timestamptz, now()) AND ${UNSETTLED}
), under_way AS (
  SELECT DISTINCT account_id, channel FROM unsettled WHERE status = 'claimed' AND next_attempt_at > $2
), candidates AS (
  SELECT id, account_id, channel, next_attempt_at FROM unsettled
   WHERE ${DUE}
     AND (account_id, channel) NOT IN (SELECT account_id, channel FROM under_way)
   ORDER BY next_attempt_at, id LIMIT $4 * 10
), moved AS (${movedFloor('deliveries', 'SELECT min(queued_at) FROM unsettled')}
), heads AS (
  SELECT DISTINCT ON (account_id, channel) id FROM candidates ORDER BY account_id, channel, next_attempt_at, id
), claimed AS (
  UPDATE notification_deliveries d
     SET status = 'claimed', claim_token = $1, next_attempt_at = $2::timestamptz + make_interval(secs => $3::double precision / 1000)
   WHERE d.id IN (SELECT id FROM notification_deliveries
                   WHERE id IN (SELECT id FROM heads)
                     AND ${DUE}
                   ORDER BY next_attempt_at, id LIMIT $4
                     FOR UPDATE SKIP LOCKED)
  RETURNING d.*
)
SELECT c.id, c.account_id, c.game_id, c.kind, c.channel, c.target, c.endpoint_id, c.attempts, c.created_at,
       o.payload, g.ruleset, g.name AS game_name, w.secret, (w.disabled_at IS NOT NULL) AS endpoint_disabled,
       s.quiet_start, s.quiet_end, s.time_zone,
       -- A vacation holds the account's notices (but those of a game that refuses vacations, whose clock runs on) until it
       -- is over and recorded in the games: till its end while it runs, a minute at a time while its end is not recorded.
       CASE WHEN c.game_id IS NULL OR g.time_control->>'vacationAllowed' IS DISTINCT FROM 'false' THEN
         (SELECT CASE WHEN v.ended_at IS NULL AND v.ends_at > $2 THEN v.ends_at ELSE $2::timestamptz + interval '1 minute' END
            FROM vacations v WHERE v.account_id = c.account_id AND v.started_at <= $2 AND (v.ended_at IS NULL OR NOT v.synced)
           ORDER BY v.started_at DESC LIMIT 1)
       END AS away_until,
       COALESCE(c.game_id IS NOT NULL AND (
         (o.kind IN ('turn', 'reminder') AND (
            g.status IS DISTINCT FROM 'active'
            OR NOT (COALESCE(o.payload->>'seat', '') = ANY (g.awaiting))
            OR EXISTS (SELECT 1 FROM events e
                        WHERE e.game_id = o.game_id AND e.seq > o.seq AND e.cause->>'seat' = o.payload->>'seat')
            OR EXISTS (SELECT 1 FROM outbox n
                        WHERE n.game_id = o.game_id AND n.seq > o.seq AND n.account_id = o.account_id
                          AND n.kind = 'turn' AND n.payload->>'seat' = o.payload->>'seat')))
         OR (o.kind = 'reminder' AND (o.payload->>'deadline')::timestamptz <= $2)
         OR (o.kind = 'invitation' AND g.id IS NULL)
         OR (o.kind = 'ready' AND (
            g.status IS DISTINCT FROM 'open'
            OR (SELECT count(*) FROM seats s WHERE s.game_id = o.game_id) < COALESCE((o.payload->>'seats')::int, 0)
            OR NOT (g.created_by = o.account_id OR EXISTS (SELECT 1 FROM seats s WHERE s.game_id = o.game_id AND s.account_id = o.account_id))))
         OR (o.kind = 'claimable' AND (
            g.status IS DISTINCT FROM 'active'
            OR EXISTS (SELECT 1 FROM events e
                        WHERE e.game_id = o.game_id AND e.seq > o.seq AND e.cause->>'seat' = o.payload->>'against')))
       ), false) AS overtaken
  FROM claimed c JOIN outbox o ON o.id = c.outbox_id
  LEFT JOIN games g ON g.id = c.game_id
  LEFT JOIN webhook_endpoints w ON w.id = c.endpoint_id
  LEFT JOIN notification_settings s ON s.account_id = c.account_id
 ORDER BY c.id`;

/**
 * Counts a failed attempt against an endpoint. The attempt that reaches the
 * limit disables it, cancels what still waits for it and queues a notice to
 * its owner, all in one statement.
 */
const ENDPOINT_FAILED_SQL = `
WITH e AS (
  UPDATE webhook_endpoints
     SET consecutive_failures = consecutive_failures + 1,
         last_error = $2,
         disabled_at = CASE WHEN consecutive_failures + 1 >= $4 THEN COALESCE(disabled_at, $3) ELSE disabled_at END
   WHERE id = $1
  RETURNING id, account_id, url, consecutive_failures
), cancelled AS (
  UPDATE notification_deliveries d SET status = 'cancelled', last_error = concat_ws('; ', d.last_error, 'endpoint disabled'), claim_token = NULL
    FROM e WHERE e.consecutive_failures >= $4 AND d.endpoint_id = e.id AND d.status IN ('pending', 'waiting')
  RETURNING 1
), told AS (
  INSERT INTO outbox (account_id, kind, payload)
  SELECT account_id, 'webhook-disabled', jsonb_build_object('endpointId', id, 'url', url, 'failures', consecutive_failures, 'lastError', $2::text)
    FROM e WHERE e.consecutive_failures = $4
  RETURNING 1
)
SELECT e.consecutive_failures AS failures, (SELECT count(*) FROM told)::int AS told FROM e`;

interface ClaimRow {
  id: string;
  account_id: string;
  game_id: string | null;
  kind: string;
  channel: 'email' | 'webhook';
  target: string;
  endpoint_id: string | null;
  attempts: number;
  created_at: Date;
  payload: Record<string, unknown> | null;
  ruleset: string | null;
  game_name: string | null;
  secret: string | null;
  endpoint_disabled: boolean | null;
  quiet_start: string | null;
  quiet_end: string | null;
  time_zone: string | null;
  away_until: Date | null;
  overtaken: boolean;
}

export function quietOf(r: { quiet_start: string | null; quiet_end: string | null; time_zone: string | null }): QuietHours | null {
  return r.quiet_start && r.quiet_end && r.time_zone ? { start: r.quiet_start, end: r.quiet_end, timeZone: r.time_zone } : null;
}

interface EndpointRow {
  id: string;
  url: string;
  created_at: Date;
  consecutive_failures: number;
  last_error: string | null;
  disabled_at: Date | null;
}

const ENDPOINT_COLUMNS = 'id, url, created_at, consecutive_failures, last_error, disabled_at';

function toEndpoint(r: EndpointRow): EndpointRecord {
  return { id: r.id, url: r.url, createdAt: r.created_at, consecutiveFailures: r.consecutive_failures, lastError: r.last_error, disabledAt: r.disabled_at };
}

/**
 * One batch of a retention purge of `table`: its oldest rows written before
 * $1, at most $2, from just after the last one the batch before read
 * (created_at $3, id $4), or from the purge's floor; of those, the ones
 * `deletable` says may go are deleted. Answers how many it read and deleted,
 * where it stopped, and the oldest row it had to keep.
 */
function purgeBatchSql(table: 'outbox' | 'notification_deliveries', queue: FloorQueue, deletable: string): string {
  return `
WITH scanned AS (
  SELECT r.id, r.created_at, ${deletable} AS deletable FROM ${table} r
   WHERE (r.created_at, r.id) > (COALESCE($3::timestamptz, ${floorOf(queue)}), COALESCE($4::bigint, -1)) AND r.created_at < $1
   ORDER BY r.created_at, r.id LIMIT $2
), deleted AS (
  DELETE FROM ${table} WHERE id IN (SELECT id FROM scanned WHERE deletable) RETURNING 1
), last AS (
  SELECT created_at, id FROM scanned ORDER BY created_at DESC, id DESC LIMIT 1
)
SELECT (SELECT count(*) FROM scanned)::int AS scanned, (SELECT count(*) FROM deleted)::int AS deleted,
       (SELECT created_at FROM last) AS last_at, (SELECT id::text FROM last) AS last_id,
       (SELECT min(created_at) FROM scanned WHERE NOT deletable) AS kept_from`;
}

/** Finished deliveries. */
const PURGE_DELIVERIES_SQL = purgeBatchSql('notification_deliveries', 'purge-deliveries', "r.status IN ('delivered', 'skipped', 'failed', 'cancelled')");

/** Dispatched outbox rows that no delivery still reads its payload from (an invitation's record is the invitations table's, not its notice). */
const PURGE_OUTBOX_SQL = purgeBatchSql('outbox', 'purge-outbox', "r.status = 'dispatched' AND NOT EXISTS (SELECT 1 FROM notification_deliveries d WHERE d.outbox_id = r.id)");

/** The invitations to games that have started or are gone: nobody can be invited to them any more (a cancelled game's go with it, by the foreign key, where there is one: docs/scaling.md). */
const PURGE_INVITATIONS_SQL = "DELETE FROM invitations i WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.id = i.game_id AND g.status IN ('open', 'starting'))";

/** Moves a purge's floor up to $2, or to $3 (the oldest row it kept) when that is earlier. */
const MOVE_PURGE_FLOOR_SQL = 'UPDATE dispatch_floors SET floor = GREATEST(floor, LEAST($2::timestamptz, $3::timestamptz)) WHERE queue = $1';

/**
 * A statement that runs `insert` (an INSERT INTO outbox of notices no append
 * writes; after the data-modifying `before`, a query of the WITH it reads
 * from, when given), NOTIFYs each row it queued on the notices channel, so
 * that every instance's personal streams hear of it once the transaction
 * commits, and answers the rows (id, account_id).
 */
function queuedAndTold(insert: string, before = ''): string {
  return `
WITH ${before}queued AS (${insert}
  RETURNING id, account_id
), told AS (
  SELECT pg_notify('${NOTICES_CHANNEL}', json_build_object('a', account_id, 'o', id)::text) FROM queued
)
SELECT id::text AS id, account_id::text AS account_id FROM queued WHERE (SELECT count(*) FROM told) >= 0`;
}

/**
 * Queues a `ready` notice for each of $2 (account ids) about game $1, payload
 * $3 — but for an account told of that game within the hour, so that a seat
 * taken and freed over and over cannot flood the others — and NOTIFYs each.
 */
const QUEUE_READY_SQL = queuedAndTold(`
  INSERT INTO outbox (game_id, account_id, kind, payload)
  SELECT $1::uuid, a, 'ready', $3::jsonb FROM unnest($2::uuid[]) AS a
   WHERE NOT EXISTS (SELECT 1 FROM outbox o WHERE o.game_id = $1::uuid AND o.account_id = a AND o.kind = 'ready' AND o.created_at > now() - interval '1 hour')`);

/**
 * Records an invitation of account $2 to game $1, payload $3, and queues its
 * notice (NOTIFYing it) — unless that account was invited to it before: of
 * two at once, the second waits on the first's row, then records nothing.
 */
const QUEUE_INVITATION_SQL = queuedAndTold(
  `
  INSERT INTO outbox (game_id, account_id, kind, payload)
  SELECT game_id, account_id, 'invitation', payload FROM invited`,
  `invited AS (
  INSERT INTO invitations (game_id, account_id, payload) VALUES ($1, $2, $3) ON CONFLICT (game_id, account_id) DO NOTHING
  RETURNING game_id, account_id, payload
), `,
);

/**
 * Tells `accountIds` that every seat of a game not started is taken, so that
 * one of them starts it: in the transaction that took the last seat (persist
 * first, then notify); answers the notices for this process's hub to announce
 * after the commit.
 */
export async function queueReadyNotices(tx: Prisma.TransactionClient, gameId: string, accountIds: readonly string[], payload: Record<string, unknown>): Promise<QueuedNotice[]> {
  if (accountIds.length === 0) return [];
  const rows = await tx.$queryRawUnsafe<{ id: string; account_id: string }[]>(QUEUE_READY_SQL, gameId, [...accountIds], JSON.stringify({ gameId, ...payload }));
  return rows.map((r) => ({ accountId: r.account_id, outboxId: r.id }));
}

/** The notifications' reads and writes. */
export class NotificationStore {
  constructor(private readonly pool: pg.Pool) {}

  /** Fans up to `limit` pending outbox rows out into deliveries; answers how many rows it took. */
  async expand(now: Date, limit: number, defaults: ChannelChoices, emailEnabled: boolean): Promise<number> {
    const { rows } = await this.pool.query<{ rows: number }>(EXPAND_SQL, [limit, JSON.stringify(defaults), now, emailEnabled, EMAIL_VERIFICATION_KIND, ACCOUNT_MAIL_KINDS]);
    return rows[0]?.rows ?? 0;
  }

  /** Claims up to `limit` deliveries due at `now` for `leaseMs`, under a fresh claim token. */
  async claim(now: Date, leaseMs: number, limit: number): Promise<{ token: string; deliveries: ClaimedDelivery[] }> {
    const token = randomUUID();
    const { rows } = await this.pool.query<ClaimRow>(CLAIM_SQL, [token, now, leaseMs, limit]);
    return {
      token,
      deliveries: rows.map((r) => ({
        id: r.id,
        accountId: r.account_id,
        gameId: r.game_id,
        kind: r.kind,
        channel: r.channel,
        target: r.target,
        endpointId: r.endpoint_id,
        attempts: r.attempts,
        createdAt: r.created_at,
        payload: r.payload ?? {},
        ruleset: r.ruleset,
        gameName: r.game_name,
        secret: r.secret,
        endpointDisabled: r.endpoint_disabled === true,
        quiet: quietOf(r),
        awayUntil: r.away_until,
        overtaken: r.overtaken,
      })),
    };
  }

  /**
   * The first mail about a game the account was sent that the history still holds (its delivery id), or null: what a
   * game's later mails answer (In-Reply-To, References), so that they thread.
   */
  async firstGameMail(accountId: string, gameId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ id: string }>(
      "SELECT id::text FROM notification_deliveries WHERE account_id = $1 AND game_id = $2 AND channel = 'email' AND status = 'delivered' ORDER BY id LIMIT 1",
      [accountId, gameId],
    );
    return rows[0]?.id ?? null;
  }

  /** Records a delivery as sent; false when the claim was lost (the lease ran out and another took it). */
  async delivered(id: string, token: string, now: Date): Promise<boolean> {
    const r = await this.pool.query(
      "UPDATE notification_deliveries SET status = 'delivered', attempts = attempts + 1, delivered_at = $3, last_error = NULL, claim_token = NULL WHERE id = $1 AND claim_token = $2",
      [id, token, now],
    );
    return r.rowCount === 1;
  }

  /** Records a failed attempt: retried at `retryAt`, or failed for good after `maxAttempts`. Answers the new status, or null when the claim was lost. */
  async attemptFailed(id: string, token: string, error: string, retryAt: Date, maxAttempts: number): Promise<'waiting' | 'failed' | null> {
    const { rows } = await this.pool.query<{ status: 'waiting' | 'failed' }>(
      `UPDATE notification_deliveries
          SET attempts = attempts + 1, last_error = $3, next_attempt_at = $4, claim_token = NULL,
              status = CASE WHEN attempts + 1 >= $5 THEN 'failed' ELSE 'waiting' END,
              queued_at = CASE WHEN attempts + 1 >= $5 THEN queued_at ELSE GREATEST($4, clock_timestamp()) END
        WHERE id = $1 AND claim_token = $2 RETURNING status`,
      [id, token, error.slice(0, 500), retryAt, maxAttempts],
    );
    return rows[0]?.status ?? null;
  }

  /** Puts a delivery back until `until` without counting an attempt (quiet hours); in the queue, it is placed then (or now, if `until` is past). */
  async defer(id: string, token: string, until: Date): Promise<boolean> {
    const r = await this.pool.query("UPDATE notification_deliveries SET status = 'waiting', next_attempt_at = $3, queued_at = GREATEST($3, clock_timestamp()), claim_token = NULL WHERE id = $1 AND claim_token = $2",
      [id, token, until],);
    return r.rowCount === 1;
  }

  /** Settles a delivery that will not be sent: skipped (it need not be) or cancelled (it cannot be). */
  async drop(id: string, token: string, status: 'skipped' | 'cancelled', reason: string): Promise<boolean> {
    const r = await this.pool.query('UPDATE notification_deliveries SET status = $3, last_error = $4, claim_token = NULL WHERE id = $1 AND claim_token = $2', [id, token, status, reason]);
    return r.rowCount === 1;
  }

  /** Resets an endpoint's failure count after a success. */
  async endpointSucceeded(endpointId: string): Promise<void> {
    await this.pool.query('UPDATE webhook_endpoints SET consecutive_failures = 0, last_error = NULL WHERE id = $1 AND consecutive_failures > 0', [endpointId]);
  }

  /** Counts a failure against an endpoint; answers whether this one disabled it (and told its owner). */
  async endpointFailed(endpointId: string, error: string, now: Date, disableAfter: number): Promise<boolean> {
    const { rows } = await this.pool.query<{ told: number }>(ENDPOINT_FAILED_SQL, [endpointId, error.slice(0, 500), now, disableAfter]);
    return (rows[0]?.told ?? 0) > 0;
  }

  /**
   * Records an invitation to a game and queues its notice, with a NOTIFY on
   * the notices channel, unless that account was invited to it before;
   * answers the queued notice, or null.
   */
  async invite(gameId: string, accountId: string, payload: unknown): Promise<QueuedNotice | null> {
    const { rows } = await this.pool.query<{ id: string }>(QUEUE_INVITATION_SQL, [gameId, accountId, JSON.stringify(payload)]);
    return rows[0] ? { accountId, outboxId: rows[0].id } : null;
  }

  /** What waits to be delivered, at `now`, by all instances together (the metrics' notice gauges). */
  async backlog(now: Date): Promise<NoticeBacklog> {
    const { rows } = await this.pool.query<{ outbox: number; deliveries: Record<string, number>; lag: number }>(BACKLOG_SQL, [now]);
    const row = rows[0]!;
    return { pendingByChannel: row.deliveries, outboxPending: row.outbox, lagSeconds: row.lag };
  }

  /**
   * Deletes finished deliveries recorded before `before`, then the outbox rows
   * dispatched before it that no delivery needs any more, in statements of at
   * most `batch` rows (so no purge holds its locks for long), each reading on
   * from where the one before stopped, from the purge's floor, which then
   * moves up to `before` or to the oldest row kept (dispatch-floors.ts);
   * and the invitations to games that have started. Answers how many of each
   * it deleted.
   */
  async purge(before: Date, batch: number): Promise<{ deliveries: number; outbox: number; invitations: number }> {
    const drain = async (sql: string, queue: FloorQueue) => {
      let total = 0;
      let keptFrom: Date | null = null;
      let after: { at: Date | null; id: string | null } = { at: null, id: null };
      for (;;) {
        const { rows } = await this.pool.query<{ scanned: number; deleted: number; last_at: Date | null; last_id: string | null; kept_from: Date | null }>(sql, [before, batch, after.at, after.id]);
        const r = rows[0]!;
        total += r.deleted;
        if (r.kept_from && (!keptFrom || r.kept_from < keptFrom)) keptFrom = r.kept_from;
        if (r.scanned < batch) break;
        after = { at: r.last_at, id: r.last_id };
      }
      // Every row before the cut-off was read: the next purge starts there, or at the oldest row kept.
      await this.pool.query(MOVE_PURGE_FLOOR_SQL, [queue, before, keptFrom]);
      return total;
    };
    const deliveries = await drain(PURGE_DELIVERIES_SQL, 'purge-deliveries');
    const outbox = await drain(PURGE_OUTBOX_SQL, 'purge-outbox');
    return { deliveries, outbox, invitations: (await this.pool.query(PURGE_INVITATIONS_SQL)).rowCount ?? 0 };
  }

  /** Moves the dispatcher's floors back (dispatch-floors.ts), so that its next scans find a row that committed long after it was written. */
  async rewindFloors(): Promise<void> {
    await this.pool.query(REWIND_FLOORS_SQL);
  }

  /**
   * The invitations an account has received to games not started in which it
   * holds no seat and from which the creator has not removed it, newest first, before the invitation `beforeId` if given.
   */
  async invitations(accountId: string, limit: number, beforeId?: string): Promise<InvitationRecord[]> {
    const { rows } = await this.pool.query<{ id: string; game_id: string; name: string | null; ruleset: string; payload: { from?: unknown; inviteCode?: unknown }; created_at: Date }>(
      `SELECT i.id, i.game_id, g.name, g.ruleset, i.payload, i.created_at
         FROM invitations i JOIN games g ON g.id = i.game_id AND g.status IN ('open', 'starting')
        WHERE i.account_id = $1 AND ($2::bigint IS NULL OR i.id < $2)
          AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.game_id = i.game_id AND s.account_id = $1)
          AND NOT $1::text = ANY(COALESCE(g.removed, ARRAY[]::text[]))
        ORDER BY i.id DESC LIMIT $3`,
      [accountId, beforeId ?? null, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      gameId: r.game_id,
      name: r.name,
      ruleset: r.ruleset,
      from: typeof r.payload.from === 'string' ? r.payload.from : null,
      inviteCode: typeof r.payload.inviteCode === 'string' ? r.payload.inviteCode : null,
      invitedAt: r.created_at,
    }));
  }

  /** An account's delivery history, newest first, before the delivery `beforeId` if given. */
  async history(accountId: string, limit: number, beforeId?: string): Promise<DeliveryRecord[]> {
    const { rows } = await this.pool.query<{
      id: string;
      kind: string;
      channel: string;
      target: string;
      status: string;
      attempts: number;
      last_error: string | null;
      game_id: string | null;
      created_at: Date;
      delivered_at: Date | null;
      next_attempt_at: Date;
    }>(
      `SELECT id, kind, channel, target, status, attempts, last_error, game_id, created_at, delivered_at, next_attempt_at
         FROM notification_deliveries WHERE account_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
      [accountId, beforeId ?? null, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      channel: r.channel,
      target: r.target,
      status: r.status,
      attempts: r.attempts,
      lastError: r.last_error,
      gameId: r.game_id,
      createdAt: r.created_at,
      deliveredAt: r.delivered_at,
      nextAttemptAt: r.status === 'waiting' || r.status === 'pending' ? r.next_attempt_at : null,
    }));
  }

  /** An account's settings as stored (defaults not applied). */
  async settings(accountId: string): Promise<StoredSettings> {
    const { rows } = await this.pool.query<{ channels: Partial<ChannelChoices>; quiet_start: string | null; quiet_end: string | null; time_zone: string | null }>(
      'SELECT channels, quiet_start, quiet_end, time_zone FROM notification_settings WHERE account_id = $1',
      [accountId],
    );
    const row = rows[0];
    return row ? { channels: row.channels, quiet: quietOf(row) } : { channels: {}, quiet: null };
  }

  /** Replaces an account's settings. */
  async saveSettings(accountId: string, settings: StoredSettings, now: Date): Promise<void> {
    await this.pool.query(
      `INSERT INTO notification_settings (account_id, channels, quiet_start, quiet_end, time_zone, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (account_id) DO UPDATE SET channels = EXCLUDED.channels, quiet_start = EXCLUDED.quiet_start, quiet_end = EXCLUDED.quiet_end, time_zone = EXCLUDED.time_zone, updated_at = EXCLUDED.updated_at`,
      [accountId, JSON.stringify(settings.channels), settings.quiet?.start ?? null, settings.quiet?.end ?? null, settings.quiet?.timeZone ?? null, now],
    );
  }

  /**
   * Turns off one kind of notice by email for an account, leaving its other choices as they are (one statement: a save
   * racing it keeps either's whole); false when there is no such account (closed since).
   */
  async mailOff(accountId: string, kind: string, now: Date): Promise<boolean> {
    const r = await this.pool.query(
      `INSERT INTO notification_settings (account_id, channels, updated_at)
       SELECT $1, jsonb_build_object($2::text, jsonb_build_object('email', false)), $3 WHERE EXISTS (SELECT 1 FROM accounts WHERE id = $1)
       ON CONFLICT (account_id) DO UPDATE
         SET channels = jsonb_set(notification_settings.channels, ARRAY[$2::text], COALESCE(notification_settings.channels -> $2::text, '{}'::jsonb) || '{"email": false}'::jsonb), updated_at = $3`,
      [accountId, kind, now],
    );
    return r.rowCount === 1;
  }

  /**
   * Lets an account's deliveries that quiet hours hold go now (its quiet hours changed, or ended early): each is tried
   * at the next claim, where quiet hours, as they now are, and what the game has overtaken are weighed again. Held
   * deliveries are the waiting ones never attempted (a retry has counted an attempt).
   */
  async releaseHeld(accountId: string, now: Date): Promise<number> {
    const r = await this.pool.query(
      "UPDATE notification_deliveries SET next_attempt_at = $2, queued_at = clock_timestamp() WHERE account_id = $1 AND status = 'waiting' AND attempts = 0 AND next_attempt_at > $2",
      [accountId, now],
    );
    return r.rowCount ?? 0;
  }

  /** Where one of an account's endpoints is and its (sealed) signing secret, or null when the account has no such endpoint. */
  async endpointTarget(accountId: string, id: string): Promise<{ url: string; secret: string } | null> {
    const { rows } = await this.pool.query<{ url: string; secret: string }>('SELECT url, secret FROM webhook_endpoints WHERE account_id = $1 AND id = $2', [accountId, id]);
    return rows[0] ?? null;
  }

  /** An account's webhook endpoints, oldest first. */
  async endpoints(accountId: string): Promise<EndpointRecord[]> {
    const { rows } = await this.pool.query<EndpointRow>(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE account_id = $1 ORDER BY created_at, id`, [accountId]);
    return rows.map(toEndpoint);
  }

  /** Adds an endpoint unless the account has `max` already; null when it has. */
  async addEndpoint(accountId: string, url: string, secret: string, now: Date, max: number): Promise<EndpointRecord | null> {
    return inTransaction(this.pool, async (client) => {
      // Endpoints added at once: each waits here for the one before to commit, so that its count sees it.
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended('sortie-webhooks:' || $1, 0))", [accountId]);
      const { rows } = await client.query<EndpointRow>(
        `INSERT INTO webhook_endpoints (id, account_id, url, secret, created_at)
         SELECT $1, $2, $3, $4, $5 WHERE (SELECT count(*) FROM webhook_endpoints WHERE account_id = $2) < $6
         RETURNING ${ENDPOINT_COLUMNS}`,
        [randomUUID(), accountId, url, secret, now, max],
      );
      return rows[0] ? toEndpoint(rows[0]) : null;
    });
  }

  /** Removes an account's endpoint (and its deliveries' history); false when it has no such endpoint. */
  async removeEndpoint(accountId: string, id: string): Promise<boolean> {
    const r = await this.pool.query('DELETE FROM webhook_endpoints WHERE id = $1 AND account_id = $2', [id, accountId]);
    return r.rowCount === 1;
  }

  /**
   * Enables a disabled endpoint of an account again, with a clean failure
   * count; one that is enabled keeps its count (else enabling it now and then
   * would keep a failing endpoint from ever being disabled). Null when the
   * account has no such endpoint.
   */
  async enableEndpoint(accountId: string, id: string): Promise<EndpointRecord | null> {
    const { rows } = await this.pool.query<EndpointRow>(
      `UPDATE webhook_endpoints SET consecutive_failures = CASE WHEN disabled_at IS NULL THEN consecutive_failures ELSE 0 END, disabled_at = NULL
        WHERE id = $1 AND account_id = $2 RETURNING ${ENDPOINT_COLUMNS}`,
      [id, accountId],
    );
    return rows[0] ? toEndpoint(rows[0]) : null;
  }
}
