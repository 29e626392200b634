/**
 * What a notice says: the mail (its subject, plain text and the HTML template made from the same paragraphs: what
 * happened, as the game's story for the recipient's seat tells it, and a link to the game) and the webhook's JSON
 * body. Payloads are the outbox rows' as the game service and the cadence wrote them.
 */
import { EMAIL_VERIFICATION_KIND, PASSWORD_RESET_KIND } from './kinds.js';
import type { StoryPlayer, TurnStory } from './turn-story.js';

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
  /** What the game's mail tells of the game for its seat (turn-story.ts), when it is about a game; absent in a webhook's body. */
  readonly story?: TurnStory | null;
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

/** Whether the player a result goes to won, from its `winners` and the player's own `seats` (absent in results queued before they were); the winners by name. */
function verdict(winners: unknown, seats: unknown, players: readonly StoryPlayer[]): string {
  if (!Array.isArray(winners) || !Array.isArray(seats)) return '';
  if (winners.length === 0) return '\nNo player won.';
  const names = winners.map((w) => playerName(players, str(w))).join(', ');
  return seats.some((seat) => winners.includes(seat)) ? `\nYou won (winners: ${names}).` : `\nYou lost (winners: ${names}).`;
}

/** A seat as a mail names it: its holder's account name and the seat's label ("alice (Racer A)"), or the seat's id where the mail knows no players. */
function playerName(players: readonly StoryPlayer[], seat: string): string {
  const p = players.find((q) => q.seat === seat);
  if (!p) return seat;
  return p.name === null ? p.label : `${p.name} (${p.label})`;
}

/** A paragraph of a mail: lines of text, or a list under a line. */
type Paragraph = string | { readonly title: string; readonly items: readonly string[] };

/** What the story adds to a turn mail: the players, what happened since the seat's last move, what is asked, the clock. */
function storyParagraphs(story: TurnStory, timeZone: string | null): Paragraph[] {
  const seated = (p: StoryPlayer) => {
    const you = p.seat === story.seat;
    return p.name === null ? `${p.label}${you ? ' (you)' : ''}` : `${p.name} (${p.label}${you ? ', you' : ''})`;
  };
  const out: Paragraph[] = [`Players: ${story.players.map(seated).join('; ')}.`];
  if (story.since.length > 0) out.push({ title: 'Since your last move:', items: [...(story.earlier > 0 ? [`(${story.earlier} earlier: see the game's log)`] : []), ...story.since] });
  for (const ask of story.asked) {
    if (ask.options.length === 0) out.push(`Asked of you now: ${ask.text}`);
    else out.push({ title: `Asked of you now: ${ask.text}`, items: [...ask.options, ...(ask.more > 0 ? [`and ${ask.more} more options`] : [])] });
  }
  const clock = story.clock;
  if (clock?.running) out.push(`Your deadline: ${when(clock.deadline, timeZone)}.`);
  else if (clock?.held === 'vacation') out.push('Your clock is held while you are on vacation: no deadline runs until you are back.');
  else if (clock?.held === 'out-of-time') out.push('Your time has run out: the other side may claim the win until you move.');
  return out;
}

/** What a mail's signature says beside the preferences link: where one click stops this kind of mail, and whether replies are read. */
export interface MailFooter {
  readonly unsubscribeUrl: string | null;
  readonly repliesRead: boolean;
}

/** The signature of a mail: the preferences, the unsubscribe link (opened, it asks before it acts), and whether replies are read. */
function signature(webUrl: string, footer: MailFooter): string[] {
  return [
    `Sortie. Choose which notices you get: ${webUrl}/me/notifications/preferences`,
    ...(footer.unsubscribeUrl ? [`Stop mails of this kind: ${footer.unsubscribeUrl}`] : []),
    ...(footer.repliesRead ? [] : ['This mail was sent automatically: replies to it are not read.']),
  ];
}

/** A mail as rendered: its subject, plain text, and what its HTML part is made from. */
export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly paragraphs: readonly Paragraph[];
  /** The link the mail is about, and what its button says; no button where the link is an API route a program POSTs to. */
  readonly link: { readonly url: string; readonly button: string | null };
  readonly signature: readonly string[];
}

/** What a mail's button says, by the kind of notice (a game's notices open the game). */
function buttonOf(n: Pick<NoticeContent, 'gameId' | 'kind'>): string | null {
  if (n.kind === PASSWORD_RESET_KIND) return null;
  if (n.kind === EMAIL_VERIFICATION_KIND) return 'Confirm the address';
  if (n.kind === 'invitation') return 'See the invitation';
  return n.gameId ? 'Open the game' : 'Your webhooks';
}

/** Paragraphs as plain text: blank lines between them, a list's items one a line. */
function asText(paragraphs: readonly Paragraph[]): string {
  return paragraphs.map((p) => (typeof p === 'string' ? p : [p.title, ...p.items.map((i) => `- ${i}`)].join('\n'))).join('\n\n');
}

/** A notice's mail subject and plain-text body (and what its HTML part is made from); its links go to webUrl, the web client's base, but where a token is POSTed. */
export function renderEmail(n: NoticeContent, publicUrl: string, webUrl = publicUrl, footer: MailFooter = { unsubscribeUrl: null, repliesRead: false }): RenderedMail {
  const p = n.payload;
  const name = saidName(n);
  const story = n.story ?? null;
  const players = story?.players ?? [];
  const game = `your game${name ? ` “${name}”` : ''}${n.gameTitle ? ` of ${n.gameTitle}` : ''}`;
  /** The game as a subject names it. */
  const inGame = name ? `“${name}”` : (n.gameTitle ?? 'a game');
  const deadline = p.deadline ? `Your deadline: ${when(p.deadline, n.timeZone)}.` : null;
  let subject: string;
  let paragraphs: Paragraph[];
  switch (n.kind) {
    case 'turn':
      subject = `Your turn in ${inGame}`;
      // The story tells the clock as it is when the mail goes (a deadline held since, a vacation); without one, the notice's deadline.
      paragraphs = [`It is your turn in ${game}.`, ...(story ? storyParagraphs(story, n.timeZone) : deadline ? [deadline] : [])];
      break;
    case 'reminder':
      subject = `Reminder: your move in ${inGame} is due soon`;
      paragraphs = [`Your move in ${game} is due by ${when(p.deadline, n.timeZone)}. After that the game's timeout rule applies.`];
      break;
    case 'timeout': {
      subject = `You ran out of time in ${inGame}`;
      const moves = Array.isArray(p.serverMove) ? p.serverMove.map((m) => str(m)).filter(Boolean) : [];
      paragraphs = [`Your time ran out in ${game}. ${POLICY_TEXT[str(p.policy)] ?? ''}`.trim(), ...(moves.length > 0 ? [{ title: 'The server played for you:', items: moves }] : [])];
      break;
    }
    case 'claimable': {
      subject = `You may claim the win in ${inGame}`;
      const against = str(p.against, '?');
      paragraphs = [
        `${playerName(players, against)} has run out of time in ${game}. You may claim the win, or let the game go on: the claim stays open until ${playerName(players, against)} moves.`,
        `To claim it, open the game and choose “Claim the win” (a program may POST {"against": "${against}"} to ${publicUrl}/games/${n.gameId ?? ''}/claim).`,
      ];
      break;
    }
    case 'result':
      subject = `Game over: ${name ? inGame : (n.gameTitle ?? 'your game')}`;
      paragraphs = [`${game[0]!.toUpperCase()}${game.slice(1)} is over. ${str(p.summary)}${verdict(p.winners, p.seats, players)}`];
      break;
    case 'invitation':
      subject = `An invitation to play ${n.gameTitle ?? 'a game'}`;
      paragraphs = [`${str(p.from, 'A player')} invites you to ${n.gameTitle ? `a game of ${n.gameTitle}` : 'a game'}.${p.inviteCode ? `\nInvitation code: ${str(p.inviteCode)}` : ''}`];
      break;
    case 'ready':
      subject = `Ready to start: ${inGame}`;
      paragraphs = [`${str(p.from, 'A player')} took the last seat in ${game}: every seat is taken, and any of its players may start it (POST /games/${n.gameId ?? ''}/start).`];
      break;
    case EMAIL_VERIFICATION_KIND:
      subject = 'Confirm your email address for Sortie';
      paragraphs = [
        `Someone, we hope you, gave this address for the Sortie account "${str(p.name, '?')}". If that account is yours, confirm the address within 48 hours by opening the link below (a program may instead POST this token to ${publicUrl}${TOKEN_ROUTES[EMAIL_VERIFICATION_KIND]!} as {"token": "..."}):`,
        str(p.token),
        'Until then Sortie sends this address nothing else. If the account is not yours, do nothing: the token would confirm the address for whoever made it.',
      ];
      break;
    case PASSWORD_RESET_KIND:
      subject = 'Reset your Sortie password';
      paragraphs = [
        `Someone, we hope you, asked to reset the password of the Sortie account "${str(p.name, '?')}". To choose a new one, POST this token and the new password to ${noticeLink(n, publicUrl, webUrl)} as {"token": "...", "password": "..."} within an hour:`,
        str(p.token),
        'The token works once, and no longer once the password, or the account\'s address, has changed. Setting a new password logs the account out everywhere. If you did not ask, do nothing: the password stays as it is.',
      ];
      break;
    case 'webhook-disabled':
      subject = 'Your Sortie webhook has been disabled';
      paragraphs = [`Your webhook endpoint ${str(p.url)} failed ${str(p.failures)} times in a row and has been disabled.\nLast error: ${str(p.lastError, 'unknown')}\nOnce it works again, enable it with POST /me/webhooks/${str(p.endpointId)}/enable.`];
      break;
    default:
      subject = `News from Sortie: ${n.kind}`;
      paragraphs = [`Something happened in ${game}: ${n.kind}.`];
  }
  const url = noticeLink(n, publicUrl, webUrl);
  const signed = signature(webUrl, footer);
  return { subject, text: `${asText(paragraphs)}\n\n${url}\n\n-- \n${signed.join('\n')}\n`, paragraphs, link: { url, button: buttonOf(n) }, signature: signed };
}

const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Text as HTML: escaped, its links made links, its line breaks kept. */
const asHtml = (t: string) => escape(t).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1" style="color:#1d4ed8">$1</a>').replace(/\n/g, '<br>');

/**
 * A mail's HTML part: a small template of one column that narrows with the screen (a heading, the paragraphs, the
 * position picture inline by POSITION_CID where there is one, a button to the link, the signature). Styles are inline,
 * as mail clients keep them; a long link or token wraps anywhere, so nothing is wider than a phone's screen.
 */
export function renderEmailHtml(mail: RenderedMail, picture: boolean): string {
  const paragraph = (p: Paragraph) =>
    typeof p === 'string'
      ? `<p style="margin:0 0 14px">${asHtml(p)}</p>`
      : `<p style="margin:0 0 6px">${asHtml(p.title)}</p><ul style="margin:0 0 14px;padding-left:22px">${p.items.map((i) => `<li style="margin:0 0 4px">${asHtml(i)}</li>`).join('')}</ul>`;
  const { url, button } = mail.link;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(mail.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#eef1f5">',
    '<div style="box-sizing:border-box;max-width:640px;margin:0 auto;padding:20px 16px;background:#ffffff;color:#17202a;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;overflow-wrap:anywhere;word-break:break-word">',
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escape(mail.subject)}</h1>`,
    ...mail.paragraphs.map(paragraph),
    // The picture links to the game, where the board can be looked at closely (a phone shows it small).
    ...(picture ? [`<p style="margin:0 0 14px"><a href="${escape(url)}"><img src="cid:${POSITION_CID}" alt="The position, as your seat sees it" width="600" style="display:block;width:100%;max-width:600px;height:auto;border:1px solid #d0d7de"></a></p>`] : []),
    ...(button ? [`<p style="margin:20px 0"><a href="${escape(url)}" style="display:inline-block;padding:12px 22px;background:#1d4ed8;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px">${escape(button)}</a></p>`] : []),
    `<p style="margin:0 0 14px;font-size:14px;color:#4a5560">${button ? 'Or open this link: ' : ''}${asHtml(url)}</p>`,
    `<hr style="border:0;border-top:1px solid #d0d7de;margin:20px 0 12px"><p style="margin:0;font-size:13px;color:#4a5560">${mail.signature.map(asHtml).join('<br>')}</p>`,
    '</div></body></html>',
  ].join('');
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
