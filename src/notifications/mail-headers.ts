/**
 * The headers of a well-behaved automated sender on a notice mail: a Message-ID of its own, and for a game's mails
 * the first one's as In-Reply-To and References (so that a game's mails thread) and a List-Id of the game's own;
 * List-Unsubscribe with List-Unsubscribe-Post (RFC 8058: one click turns that kind of mail off, without a login);
 * Auto-Submitted (RFC 3834), so that auto-responders stay quiet; Reply-To where one is configured.
 */

/** What a notice mail's headers are made from. */
export interface MailHeaderInput {
  /** The delivery's id: every mail's Message-ID is its own. */
  readonly deliveryId: string;
  /** The game the notice is about, if any, and how the mail names it. */
  readonly game: { readonly id: string; readonly title: string } | null;
  /** The delivery id of the first mail about the game the account was sent (null: this is the first). */
  readonly firstOfGame: string | null;
  /** The host the ids are made under: the service's public host. */
  readonly host: string;
  /** The one-click unsubscribe URL (https, with a signed token), where the kind of notice can be turned off. */
  readonly unsubscribeUrl: string | null;
  /** A mailto: address that unsubscribes, where one is configured (a mailbox something reads). */
  readonly unsubscribeMailto: string | null;
  readonly replyTo: string | null;
}

/** The headers, in nodemailer's terms (messageId, inReplyTo, references, replyTo) and as raw headers for the rest. */
export interface MailHeaders {
  readonly messageId: string;
  readonly inReplyTo?: string;
  readonly references?: string;
  readonly replyTo?: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** A Message-ID for a delivery: its id, and the game's where there is one, under the service's host. */
function messageId(deliveryId: string, gameId: string | null, host: string): string {
  return `<${deliveryId}.${gameId ?? 'account'}@${host}>`;
}

/** A List-Id's phrase: the game's title, as a quoted string with nothing that could end it. */
function phrase(text: string): string {
  return `"${text.replace(/[\r\n"\\]/g, ' ').slice(0, 100)}"`;
}

/** The headers of one notice mail. */
export function mailHeaders(input: MailHeaderInput): MailHeaders {
  const own = messageId(input.deliveryId, input.game?.id ?? null, input.host);
  const root = input.game && input.firstOfGame !== null && input.firstOfGame !== input.deliveryId ? messageId(input.firstOfGame, input.game.id, input.host) : null;
  const unsubscribe = [input.unsubscribeUrl, input.unsubscribeMailto && `mailto:${input.unsubscribeMailto}?subject=unsubscribe`].filter((u): u is string => Boolean(u));
  return {
    messageId: own,
    ...(root ? { inReplyTo: root, references: root } : {}),
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    headers: {
      'Auto-Submitted': 'auto-generated',
      'X-Auto-Response-Suppress': 'All',
      ...(input.game ? { 'List-Id': `${phrase(input.game.title)} <${input.game.id}.games.${input.host}>` } : {}),
      ...(unsubscribe.length > 0 ? { 'List-Unsubscribe': unsubscribe.map((u) => `<${u}>`).join(', ') } : {}),
      ...(input.unsubscribeUrl ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
    },
  };
}
