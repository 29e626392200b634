/**
 * What no log line holds: credentials. A request is logged by its method,
 * path and query with the values of credential-like parameters blanked (a
 * token in a URL would otherwise sit in every log it passes through);
 * headers and bodies that carry credentials (Authorization, cookies, the
 * streams' `bearer.` subprotocol, passwords, refresh and reset tokens,
 * webhook secrets) are censored wherever a log object holds them; and, last,
 * every line written is searched for what a credential looks like — a JWT, a
 * bearer token, a credential-named parameter — whatever logged it.
 */
import type { DestinationStream, LoggerOptions } from 'pino';
import type { FastifyRequest } from 'fastify';

const CENSORED = '[redacted]';

/** Query parameters whose values are credentials, or may be. */
const CREDENTIAL_PARAMETER = /^(access_?token|refresh_?token|id_?token|token|auth|authorization|bearer|jwt|key|api_?key|secret|password|passwd|pwd|code|invite_?code|session|sig|signature)$/i;

/** Fields of logged objects that hold credentials, at any of the depths pino's paths reach. */
const CREDENTIAL_FIELDS = ['password', 'currentPassword', 'newPassword', 'refreshToken', 'accessToken', 'token', 'secret', 'inviteCode', 'authorization', 'cookie'];

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["sec-websocket-protocol"]',
  'res.headers["set-cookie"]',
  ...CREDENTIAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** What a credential looks like in text: a JWT (three base64url parts, the first a JSON header), a bearer token, a credential-named parameter's value. */
const IN_TEXT: readonly [RegExp, string][] = [
  [/eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, CENSORED],
  [/(bearer[ .]+)[A-Za-z0-9_\-.~+/=%]+/gi, `$1${CENSORED}`],
  [/([?&;](?:access_?token|refresh_?token|id_?token|token|api_?key|secret|password|signature)=)[^&\s"#]*/gi, `$1${CENSORED}`],
];

/** A URL's path and query, with the values of credential-like parameters blanked. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape: judged as written.
      }
      return eq >= 0 && CREDENTIAL_PARAMETER.test(decoded) ? `${name}=${CENSORED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** A line as it is written, with anything that looks like a credential censored. */
export function redactedLine(line: string): string {
  return IN_TEXT.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), line);
}

/** Pino options that keep credentials out of every line, at `level`, written to `stream` (standard output when not given). */
export function redactingLogger(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSORED },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: redactedUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort }),
    },
    hooks: { streamWrite: redactedLine },
    ...(stream ? { stream } : {}),
  };
}
