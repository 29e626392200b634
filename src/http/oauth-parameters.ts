/**
 * The parameters of OAuth requests as RFC 6749, RFC 7636 and RFC 8252 allow
 * them, checked once for the authorization page and the consent alike.
 * Without registration the client_id is the app's own name or URL, and its
 * redirect URI is taken as given — so the consent page shows both, and the
 * URI must be one a code may go to: https, or http on a loopback address
 * (RFC 8252 §7.3), never with a fragment (RFC 6749 §3.1.2) or credentials.
 */
import { parseScopes, type Scope } from '../accounts/scopes.js';

/** What an authorization request asks, once checked. */
export interface AuthorizationRequest {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly scopes: readonly Scope[];
  readonly codeChallenge: string;
  readonly state: string | undefined;
}

/** An authorization request's parameters as sent, by their RFC names. */
export interface AuthorizationParameters {
  readonly response_type?: string;
  readonly client_id?: string;
  readonly redirect_uri?: string;
  readonly scope?: string;
  readonly state?: string;
  readonly code_challenge?: string;
  readonly code_challenge_method?: string;
}

/** What checking an authorization request came to: the request; an error for the app, sent to its redirect URI; or one for the player alone, the client_id or redirect URI being unusable. */
export type CheckedAuthorization =
  | { readonly ok: true; readonly request: AuthorizationRequest }
  | { readonly ok: false; readonly redirectUri: string; readonly state: string | undefined; readonly error: 'invalid_request' | 'invalid_scope' | 'unsupported_response_type'; readonly description: string }
  | { readonly ok: false; readonly redirectUri: null; readonly description: string };

/** A client_id: the app's name or URL, printable ASCII (RFC 6749's VSCHAR without the quote marks that would break a header). */
const CLIENT_ID = /^[\x20-\x7e]{1,200}$/;
/** A PKCE S256 challenge: 32 bytes of SHA-256 in base64url without padding. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** A code_verifier (RFC 7636 §4.1): 43 to 128 unreserved characters. */
export const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** Whether a client_id can be taken: printable, at most 200 characters, not blank. */
export function isClientId(text: string | undefined): text is string {
  return text !== undefined && CLIENT_ID.test(text) && text.trim() !== '';
}

/** Whether a code may be sent to this redirect URI: an absolute https URL, or http on a loopback address, without a fragment or credentials. */
export function isRedirectUri(text: string | undefined): text is string {
  if (text === undefined || text.length > 2000) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.hash !== '' || text.includes('#') || url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** Checks an authorization request (RFC 6749 §4.1.1, RFC 7636 §4.3): the client and redirect URI first, which decide where an error may go. */
export function checkAuthorization(p: AuthorizationParameters): CheckedAuthorization {
  if (!isClientId(p.client_id)) return { ok: false, redirectUri: null, description: 'client_id must be the app’s name or URL: 1 to 200 printable characters.' };
  if (!isRedirectUri(p.redirect_uri)) return { ok: false, redirectUri: null, description: 'redirect_uri must be an https URL, or http on 127.0.0.1, [::1] or localhost, without a fragment.' };
  const back = { ok: false as const, redirectUri: p.redirect_uri, state: p.state };
  if (p.response_type !== 'code') return { ...back, error: 'unsupported_response_type', description: 'response_type must be "code".' };
  if (p.code_challenge_method !== 'S256') return { ...back, error: 'invalid_request', description: 'code_challenge_method must be "S256" (plain is not taken).' };
  if (p.code_challenge === undefined || !S256_CHALLENGE.test(p.code_challenge)) return { ...back, error: 'invalid_request', description: 'code_challenge must be the S256 challenge: 43 base64url characters.' };
  if (p.state !== undefined && p.state.length > 500) return { ...back, error: 'invalid_request', description: 'state must be at most 500 characters.' };
  const scopes = parseScopes(p.scope ?? '');
  if (!scopes) return { ...back, error: 'invalid_scope', description: 'scope must list one or more of Sortie’s scopes, separated by spaces.' };
  return { ok: true, request: { clientId: p.client_id, redirectUri: p.redirect_uri, scopes, codeChallenge: p.code_challenge, state: p.state } };
}

/** The redirect URI with the answer's parameters added to its query (RFC 6749 §4.1.2: the query it has is kept). */
export function redirectWith(redirectUri: string, parameters: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(parameters)) if (value !== undefined) url.searchParams.append(name, value);
  return url.toString();
}
