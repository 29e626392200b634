/**
 * Pages by path, under /play: the lobby, log-in, a game, settings. Links are
 * ordinary ones the router takes over, so a page can be bookmarked, opened
 * from a notice mail (WEB_URL) or reloaded.
 */

/** A page: draws itself into the root; answers what to do when it is left (close its streams). */
export type Page = (root: HTMLElement, route: Route) => (() => void) | void;

/** Where the client is: the path below /play and the query. */
export interface Route {
  readonly path: string;
  readonly query: URLSearchParams;
}

const PREFIX = '/play';
let resolvePage: (route: Route) => Page = () => () => {};
let leave: (() => void) | void;

function show(): void {
  leave?.();
  const path = location.pathname.startsWith(PREFIX) ? location.pathname.slice(PREFIX.length) || '/' : '/';
  const route = { path, query: new URLSearchParams(location.search) };
  const root = document.getElementById('app')!;
  leave = resolvePage(route)(root, route);
}

/** Goes to a path (under /play, or with the prefix already on it). */
export function navigate(to: string): void {
  history.pushState(null, '', to.startsWith(PREFIX) ? to : `${PREFIX}${to}`);
  show();
}

/** Starts routing: `pages` picks the page for a route. */
export function startRouter(pages: (route: Route) => Page): void {
  resolvePage = pages;
  window.addEventListener('popstate', show);
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    if (!link || link.target || event.ctrlKey || event.metaKey || !link.pathname.startsWith(PREFIX) || link.origin !== location.origin) return;
    event.preventDefault();
    navigate(link.pathname + link.search);
  });
  show();
}
