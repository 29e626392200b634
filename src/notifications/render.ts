/**
 * What a notice says: the plain-text mail (what happened, and a link to the
 * game) and the webhook's JSON body. Payloads are the outbox rows' as the
 * game service and the cadence wrote them.
 */
import { EMAIL_VERIFICATION_KIND, PASSWORD_RESET_KIND } from './kinds.js';

/** A notice about to go out, with what the words need. */
export interface NoticeContent {
  readonly id: string;
  readonly kind: string;
  readonly gameId: string | null;
  /** The game's ruleset title, when the notice is about a game. */
  readonly gameTitle: string | null;
  /** The name its creator gave the game, if any. */
  readonly gameName: string | null;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly createdAt: Date;
  /** The account's time zone, if it gave one (with its quiet hours): a mail gives times in it, else in UTC. */
  readonly timeZone: string | null;
  /** Whether the game's ruleset draws position pictures: a turn notice then points at the seat's. */
  readonly pictured: boolean;
}

/** The Content-ID a mail's inline position picture goes by. */
export const POSITION_CID = 'position@sortie';

/**
 * The seat whose position a notice shows: the seat a turn notice is for, in a
 * game whose ruleset draws pictures; null for every other notice.
 */
export function picturedSeat(n: Pick<NoticeContent, 'kind' | 'gameId' | 'payload' | 'pictured'>): string | null {
  return n.kind === 'turn' && n.pictured && n.gameId !== null && typeof n.payload.seat === 'string' ? n.payload.seat : null;
}

/** The API route of the picture a turn notice shows (the seat's view as PNG, for the seat's holder), or null. */
function pictureUrl(n: NoticeContent, publicUrl: string): string | null {
  const seat = picturedSeat(n);
  return seat === null ? null : `${publicUrl}/games/${n.gameId!}/seats/${encodeURIComponent(seat)}/view.png`;
}

/** A mail's HTML part: its text, then the position picture inline (by POSITION_CID). */
export function renderEmailHtml(text: string, alt: string): string {
  const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const linked = escape(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
  return `<!doctype html><html><body><div style="font-family: sans-serif; white-space: pre-wrap">${linked}</div><p><img src="cid:${POSITION_CID}" alt="${escape(alt)}" width="600" style="max-width: 100%; height: auto"></p></body></html>`;
}

const POLICY_TEXT: Record<string, string> = {
  'default-move': 'The server has played a move for you, and the game goes on.',
  forfeit: 'Under this game\'s time control you have forfeited the game.',
  claim: 'The other players may now claim the win; move at once to keep playing.',
};

function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
}

function when(iso: unknown, timeZone: string | null): string {
  const ms = Date.parse(str(iso));
  if (!Number.isFinite(ms)) return 'unknown';
  if (timeZone === null) return new Date(ms).toUTCString();
  const local = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
  return `${local} (${timeZone})`;
}

/** Where the token of a mail about the account goes, by kind. */
const TOKEN_ROUTES: Readonly<Record<string, string>> = { [EMAIL_VERIFICATION_KIND]: '/accounts/email-verification', [PASSWORD_RESET_KIND]: '/auth/password-reset' };

/**
 * The link to a notice's game (with the code of a private game one is
 * invited to) or, for other notices about no game, to the account's webhooks,
 * on the web client (webUrl, the API's publicUrl when none is set); or the
 * API route a token goes to, which takes it by POST.
 */
function noticeLink(n: Pick<NoticeContent, 'gameId' | 'kind' | 'payload'>, publicUrl: string, webUrl: string): string {
  const code = n.kind === 'invitation' ? str(n.payload.inviteCode) : '';
  if (n.gameId) return `${webUrl}/games/${n.gameId}${code ? `?inviteCode=${encodeURIComponent(code)}` : ''}`;
  // The web client's page that verifies: opened from the mail, it POSTs the token itself.
  if (n.kind === EMAIL_VERIFICATION_KIND) return `${webUrl}/verify-email?token=${encodeURIComponent(str(n.payload.token))}`;
  return Object.hasOwn(TOKEN_ROUTES, n.kind) ? `${publicUrl}${TOKEN_ROUTES[n.kind]!}` : `${webUrl}/me/webhooks`;
}

/**
 * The game's name as a notice may say it: not in an invitation, which goes
 * to an account that has no part in the game yet (a name is its creator's
 * free text, and an invitation would carry it to any account).
 */
function saidName(n: Pick<NoticeContent, 'kind' | 'gameName'>): string | null {
  return n.kind === 'invitation' ? null : n.gameName;
}

/** Whether the player a result goes to won, from its `winners` and the player's own `seats` (absent in results queued before they were). */
function verdict(winners: unknown, seats: unknown): string {
  if (!Array.isArray(winners) || !Array.isArray(seats)) return '';
  if (winners.length === 0) return '\nNo player won.';
  const names = winners.map((w) => str(w)).join(', ');
  return seats.some((seat) => winners.includes(seat)) ? `\nYou won (winners: ${names}).` : `\nYou lost (winners: ${names}).`;
}

/** What a mail's signature says beside the preferences link: where one click stops this kind of mail, and whether replies are read. */
export interface MailFooter {
  readonly unsubscribeUrl: string | null;
  readonly repliesRead: boolean;
}

/** The signature of a mail: the preferences, the unsubscribe link (opened, it asks before it acts), and whether replies are read. */
function signature(webUrl: string, footer: MailFooter): string {
  return [
    `Sortie. Choose which notices you get: ${webUrl}/me/notifications/preferences`,
    ...(footer.unsubscribeUrl ? [`Stop mails of this kind: ${footer.unsubscribeUrl}`] : []),
    ...(footer.repliesRead ? [] : ['This mail was sent automatically: replies to it are not read.']),
  ].join('\n');
}

/** A notice's mail subject and plain-text body; its links go to webUrl, the web client's base, but where a token is POSTed. */
export function renderEmail(n: NoticeContent, publicUrl: string, webUrl = publicUrl, footer: MailFooter = { unsubscribeUrl: null, repliesRead: false }): { subject: string; text: string } {
  const p = n.payload;
  const name = saidName(n);
  const game = `your game${name ? ` “${name}”` : ''}${n.gameTitle ? ` of ${n.gameTitle}` : ''}`;
  /** The game as a subject names it. */
  const inGame = name ? `“${name}”` : (n.gameTitle ?? 'a game');
  const deadline = p.deadline ? `\nYour deadline: ${when(p.deadline, n.timeZone)}.` : '';
  let subject: string;
  let body: string;
  switch (n.kind) {
    case 'turn':
      subject = `Your turn in ${inGame}`;
      body = `It is your turn (seat ${str(p.seat, '?')}) in ${game}.${deadline}`;
      break;
    case 'reminder':
      subject = `Reminder: your move in ${inGame} is due soon`;
      body = `Your move in ${game} is due by ${when(p.deadline, n.timeZone)}. After that the game's timeout rule applies.`;
      break;
    case 'timeout':
      subject = `You ran out of time in ${inGame}`;
      body = `Your time ran out in ${game}. ${POLICY_TEXT[str(p.policy)] ?? ''}`;
      break;
    case 'claimable':
      subject = `You may claim the win in ${inGame}`;
      body = `Seat ${str(p.against, '?')} has run out of time in ${game}. You may claim the win (POST /games/${n.gameId ?? ''}/claim), or let the game go on.`;
      break;
    case 'result':
      subject = `Game over: ${name ? inGame : (n.gameTitle ?? 'your game')}`;
      body = `${game[0]!.toUpperCase()}${game.slice(1)} is over. ${str(p.summary)}${verdict(p.winners, p.seats)}`;
      break;
    case 'invitation':
      subject = `An invitation to play ${n.gameTitle ?? 'a game'}`;
      body = `${str(p.from, 'A player')} invites you to ${n.gameTitle ? `a game of ${n.gameTitle}` : 'a game'}.${p.inviteCode ? `\nInvitation code: ${str(p.inviteCode)}` : ''}`;
      break;
    case 'ready':
      subject = `Ready to start: ${inGame}`;
      body = `${str(p.from, 'A player')} took the last seat in ${game}: every seat is taken, and any of its players may start it (POST /games/${n.gameId ?? ''}/start).`;
      break;
    case EMAIL_VERIFICATION_KIND:
      subject = 'Confirm your email address for Sortie';
      body = `Someone, we hope you, gave this address for the Sortie account "${str(p.name, '?')}". If that account is yours, confirm the address within 48 hours by opening the link below (a program may instead POST this token to ${publicUrl}${TOKEN_ROUTES[EMAIL_VERIFICATION_KIND]!} as {"token": "..."}):\n\n${str(p.token)}\n\nUntil then Sortie sends this address nothing else. If the account is not yours, do nothing: the token would confirm the address for whoever made it.`;
      break;
    case PASSWORD_RESET_KIND:
      subject = 'Reset your Sortie password';
      body = `Someone, we hope you, asked to reset the password of the Sortie account "${str(p.name, '?')}". To choose a new one, POST this token and the new password to ${noticeLink(n, publicUrl, webUrl)} as {"token": "...", "password": "..."} within an hour:\n\n${str(p.token)}\n\nThe token works once, and no longer once the password, or the account's address, has changed. Setting a new password logs the account out everywhere. If you did not ask, do nothing: the password stays as it is.`;
      break;
    case 'webhook-disabled':
      subject = 'Your Sortie webhook has been disabled';
      body = `Your webhook endpoint ${str(p.url)} failed ${str(p.failures)} times in a row and has been disabled.\nLast error: ${str(p.lastError, 'unknown')}\nOnce it works again, enable it with POST /me/webhooks/${str(p.endpointId)}/enable.`;
      break;
    default:
      subject = `News from Sortie: ${n.kind}`;
      body = `Something happened in ${game}: ${n.kind}.`;
  }
  return { subject, text: `${body}\n\n${noticeLink(n, publicUrl, webUrl)}\n\n-- \n${signature(webUrl, footer)}\n` };
}

/** A notice's webhook body: stable fields a receiver can dispatch on, and the payload as `data`. */
export function webhookBody(n: NoticeContent, publicUrl: string, webUrl = publicUrl): string {
  return JSON.stringify({
    id: n.id,
    kind: n.kind,
    createdAt: n.createdAt.toISOString(),
    gameId: n.gameId,
    gameName: saidName(n),
    url: noticeLink(n, publicUrl, webUrl),
    picture: pictureUrl(n, publicUrl),
    data: n.payload,
  });
}
