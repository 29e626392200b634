/** The kinds of notice, the channels they may go out on, and what each account gets unless it says otherwise. */

/** The kinds of notice an account chooses the channels of. */
export const NOTICE_KINDS = ['turn', 'reminder', 'timeout', 'claimable', 'result', 'invitation', 'ready', 'webhook-disabled'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * The mail that proves an address: it goes by email only, whatever the
 * preferences (never to a webhook, whose owner need not own the address),
 * only while the address is not verified, and is not held by quiet hours
 * (its reader is waiting for it).
 */
export const EMAIL_VERIFICATION_KIND = 'email-verification';

/**
 * The mail that lets a player who forgot their password set a new one: like
 * a verification mail it goes by email only, whatever the preferences, and
 * is not held by quiet hours; unlike one, only to a verified address.
 */
export const PASSWORD_RESET_KIND = 'password-reset';

/** Mails about the account itself, which its owner cannot turn off or send to a webhook. */
export const ACCOUNT_MAIL_KINDS: readonly string[] = [EMAIL_VERIFICATION_KIND, PASSWORD_RESET_KIND];

/** Every kind of notice the outbox carries. */
export const OUTBOX_KINDS = [...NOTICE_KINDS, EMAIL_VERIFICATION_KIND, PASSWORD_RESET_KIND] as const;

/** The channels the dispatcher delivers on (WebSocket pushes come from the game log itself). */
export const CHANNELS = ['email', 'webhook'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Per kind, per channel: on or off. */
export type ChannelChoices = Record<NoticeKind, Record<Channel, boolean>>;

/**
 * The kinds not emailed to a player with a personal stream (GET /me/stream)
 * open: the stream tells of them itself, as your-turn and game-over (and, on
 * connecting, of every game waiting for the player). Every other kind is mailed whether or not the player
 * is connected: a stream pushes those only as they happen, and never replays
 * them.
 */
export const SKIPPED_WHEN_CONNECTED: readonly string[] = ['turn', 'result'] satisfies readonly NoticeKind[];

/** The defaults: everything on. Turns and results are emailed only to players without a personal stream open, and webhooks only exist if the account made one. */
export const DEFAULT_CHANNELS: ChannelChoices = Object.fromEntries(NOTICE_KINDS.map((k) => [k, { email: true, webhook: true }])) as ChannelChoices;

