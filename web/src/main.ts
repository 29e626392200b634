/** Sortie's reference web client: pages over the public API, routed under /play. */
import { keepSession, session } from './api.js';
import { h } from './dom.js';
import { gamePage } from './pages/game.js';
import { lobbyPage } from './pages/lobby.js';
import { loginPage } from './pages/login.js';
import { settingsPage } from './pages/settings.js';
import { verifyEmailPage } from './pages/verify-email.js';
import { authorizePage } from './pages/authorize.js';
import { navigate, startRouter, type Page } from './router.js';

/** The bar over every page: home, settings, who is logged in, log out. */
function header(): HTMLElement {
  const who = session()?.account.name;
  return h(
    'header',
    {},
    h('a', { href: '/play', class: 'brand' }, 'Sortie'),
    who ? h('a', { href: '/play/me/notifications/preferences' }, 'Settings') : null,
    h('span', { class: 'spacer' }),
    who ? h('span', { id: 'account' }, who) : null,
    who ? h('button', { id: 'log-out', onclick: () => (keepSession(null), navigate('/login')) }, 'Log out') : null,
  );
}

/** Draws the header and the page in its own element, so that the page replaces only its part. */
const framed = (page: Page): Page => (root, route) => {
  const body = h('main');
  root.replaceChildren(header(), body);
  return page(body, route);
};

startRouter((route) => {
  // The verification link works logged in or not: the token proves the mailbox.
  if (route.path === '/verify-email') return framed((root) => verifyEmailPage(root, route.query));
  // A page asked for without a session (a mail's link) is where the login goes on to.
  if (!session() && route.path !== '/login') return framed((root) => loginPage(root, `/play${route.path === '/' ? '' : route.path}${route.query.size > 0 ? `?${route.query.toString()}` : ''}`));
  if (route.path === '/login') return framed((root) => loginPage(root));
  if (route.path === '/authorize') return framed((root) => authorizePage(root, route.query));
  if (route.path.startsWith('/games/')) return framed(gamePage);
  if (route.path.startsWith('/me/')) return framed((root) => settingsPage(root));
  return framed((root) => lobbyPage(root));
});
