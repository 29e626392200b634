/**
 * The API as a third-party frontend reaches it: openapi-fetch over the types
 * generated from openapi/openapi.json, and nothing of the server's code. The
 * session's tokens live in localStorage; an answer of 401 spends the refresh
 * token once for a new pair and tries the request again.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from '../../openapi/openapi.js';

export type Schemas = components['schemas'];
export type GameSummary = Schemas['GameSummary'];
export type TokenPair = Schemas['TokenPair'];
export type Problem = Schemas['Problem'];

/** The logged-in account and its tokens. */
export interface Session {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly account: { readonly id: string; readonly name: string };
}

const SESSION_KEY = 'sortie.session';

/** The session kept from an earlier visit, if any. */
export function session(): Session | null {
  const kept = localStorage.getItem(SESSION_KEY);
  return kept ? (JSON.parse(kept) as Session) : null;
}

/** Keeps a new token pair as the session (or forgets it). */
export function keepSession(pair: TokenPair | null): void {
  if (pair) localStorage.setItem(SESSION_KEY, JSON.stringify({ accessToken: pair.accessToken, refreshToken: pair.refreshToken, account: pair.account }));
  else localStorage.removeItem(SESSION_KEY);
}

/** The API's base URL: the origin the client is served from. */
export const API_BASE = location.origin;

let refreshing: Promise<boolean> | null = null;

/** Spends the refresh token for a new pair (one attempt at a time); false when the session has ended. */
function refresh(): Promise<boolean> {
  refreshing ??= (async () => {
    const current = session();
    if (!current) return false;
    const res = await fetch(`${API_BASE}/auth/refresh`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken: current.refreshToken }) });
    keepSession(res.ok ? ((await res.json()) as TokenPair) : null);
    return res.ok;
  })().finally(() => (refreshing = null));
  return refreshing;
}

/** fetch with the session's bearer token; a 401 refreshes the tokens once and tries again. */
async function authorizedFetch(input: Request): Promise<Response> {
  const retry = input.clone();
  const withToken = (request: Request) => {
    const token = session()?.accessToken;
    if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
    return fetch(request);
  };
  const first = await withToken(input);
  if (first.status !== 401 || !session() || input.url.endsWith('/auth/refresh')) return first;
  return (await refresh()) ? withToken(retry) : first;
}

/** The typed API client every page uses. */
export const api = createClient<paths>({ baseUrl: API_BASE, fetch: authorizedFetch });

/** A picture route's answer, with the session's token; null when it is refused. */
async function picture(path: string): Promise<Blob | null> {
  const res = await authorizedFetch(new Request(`${API_BASE}${path}`));
  return res.ok ? res.blob() : null;
}

/** A picture route's SVG, as an object URL an <img> can show (an <img> cannot send the bearer token itself). */
export async function pictureUrl(path: string): Promise<string | null> {
  const blob = await picture(path);
  return blob && URL.createObjectURL(blob);
}

/** A picture route's SVG document as text, for a page that puts it inline. */
export async function pictureSvg(path: string): Promise<string | null> {
  return (await picture(path))?.text() ?? null;
}

/** What a problem answer says, for a person: its detail, or its title. */
export function problemText(error: unknown): string {
  if (error && typeof error === 'object') {
    const p = error as Partial<Problem>;
    return p.detail ?? p.title ?? JSON.stringify(error);
  }
  return String(error);
}

/** A fresh Idempotency-Key, so that a command retried after a lost answer is carried out once. */
export function idempotencyKey(): string {
  return crypto.randomUUID();
}

let rulesets: Promise<Map<string, Schemas['RulesetProtocol']>> | null = null;

/** A hosted ruleset's protocol (GET /rulesets, asked once a page load): how its commands travel and which steps are secret. */
export async function rulesetProtocol(id: string): Promise<Schemas['RulesetProtocol'] | null> {
  rulesets ??= api.GET('/rulesets').then(({ data }) => new Map((data?.rulesets ?? []).map((r) => [r.id, r.protocol])));
  return (await rulesets).get(id) ?? null;
}
