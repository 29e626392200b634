/**
 * The consent page an app sends a player to (GET /oauth/authorize passes the
 * request on here, checked): who asks (the app's client_id, as it names
 * itself: no registration vouches for it), what for (each scope, in the
 * server's words), and where the code goes (the redirect URI). The player's
 * answer is POSTed with their own session; the browser then goes where the
 * server says: the app's redirect URI with a code, or with access_denied.
 * The page's policy (frame-ancestors 'none') keeps other sites from framing it.
 */
import { api, problemText } from '../api.js';
import { h } from '../dom.js';

/** The parameters of the authorization request, as the page's query holds them. */
const PARAMETERS = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method'] as const;

/** The consent page. */
export function authorizePage(root: HTMLElement, query: URLSearchParams): void {
  const asked = Object.fromEntries(PARAMETERS.flatMap((name) => (query.has(name) ? [[name, query.get(name)!]] : [])));
  const said = h('p', { role: 'status', id: 'consent-status' });
  const scopes = h('ul', { id: 'scopes' });
  const answer = (allow: boolean) => () => {
    for (const button of root.querySelectorAll('button')) button.disabled = true;
    void api.POST('/oauth/authorize', { body: { ...asked, allow } }).then(({ data, error }) => {
      if (data) return location.assign(data.redirectTo);
      said.textContent = problemText(error);
      said.classList.add('error');
    });
  };
  root.replaceChildren(
    h(
      'section',
      { class: 'card' },
      h('h1', {}, 'Let an app play for you?'),
      h('p', {}, 'The app ', h('strong', { id: 'client-id' }, asked.client_id ?? '?'), ' asks to:'),
      scopes,
      h('p', {}, 'If you allow it, it gets a token that goes to ', h('code', { id: 'redirect-uri' }, asked.redirect_uri ?? '?'), '. You can end it in your settings at any time.'),
      h('button', { id: 'allow', onclick: answer(true) }, 'Allow'),
      ' ',
      h('button', { id: 'refuse', onclick: answer(false) }, 'Refuse'),
      said,
    ),
  );
  void api.GET('/.well-known/oauth-authorization-server').then(({ data }) => {
    const words: Record<string, string> = data?.scope_descriptions ?? {};
    for (const scope of (asked.scope ?? '').split(' ').filter((s) => s !== '')) scopes.append(h('li', {}, h('code', {}, scope), ': ', words[scope] ?? 'unknown'));
  });
}
