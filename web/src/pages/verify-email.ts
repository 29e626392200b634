/**
 * Where a verification mail's link opens (`/play/verify-email?token=…`): the page sends the token to
 * POST /accounts/email-verification and says how it went. No login is needed: the token proves the mailbox.
 */
import { api, problemText, session } from '../api.js';
import { h } from '../dom.js';

/** The verification page. */
export function verifyEmailPage(root: HTMLElement, query: URLSearchParams): void {
  const said = h('p', { role: 'status', id: 'verification' }, 'Confirming your address…');
  const onward = h('p', {}, h('a', { href: session() ? '/play' : '/play/login' }, session() ? 'To your games' : 'Log in'));
  root.replaceChildren(h('section', { class: 'card' }, h('h1', {}, 'Your email address'), said, onward));
  const token = query.get('token')?.trim() ?? '';
  if (!token) return void (said.textContent = 'This link has no token: open the whole link from the mail, or ask for a new mail in your settings.');
  void api.POST('/accounts/email-verification', { body: { token } }).then(({ error, response }) => {
    if (response.ok) said.textContent = 'Your address is confirmed: Sortie will now mail you your notices.';
    else {
      said.textContent = problemText(error);
      said.classList.add('error');
    }
  });
}
