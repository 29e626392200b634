/**
 * Where webhooks may go. A webhook makes the server send a request to a URL
 * a user chose, so without limits it could reach the server's own network
 * (server-side request forgery). By default only http(s) URLs whose host
 * resolves to public addresses are allowed. What is checked when:
 * - at registration (checkWebhookUrl), what the URL itself says, without
 *   DNS: http or https, no credentials in it, the host lists below, and a
 *   host that is not a private, loopback or link-local address literal nor
 *   `localhost`; a name is not resolved then;
 * - at every send, the same again, then the resolve check (guardedLookup):
 *   inside the connection's own DNS lookup, every address the name resolves
 *   to must be public, so a name that resolves (or comes to resolve) to a
 *   private address is refused on the addresses actually connected to.
 * Operators may add
 * an allowlist and a denylist of hosts (WEBHOOK_ALLOW_HOSTS,
 * WEBHOOK_DENY_HOSTS), and allow private targets (WEBHOOK_ALLOW_PRIVATE,
 * for development and tests only).
 */
import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';

/** What webhook targets are allowed. */
export interface TargetPolicy {
  readonly allowPrivate: boolean;
  readonly allowHosts: readonly string[];
  readonly denyHosts: readonly string[];
}

const PRIVATE = new net.BlockList();
for (const [net4, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net4, prefix, 'ipv4');
// IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are checked against the IPv4 rules by BlockList itself. The other forms that
// carry an IPv4 address, which a network with the matching gateway routes to it, are refused whole: IPv4-compatible (::/96),
// IPv4-translated (::ffff:0:0:0/96, SIIT),
// NAT64 (64:ff9b::/96, 64:ff9b:1::/48), 6to4 (2002::/16) and Teredo (2001::/32, within IANA's special-purpose
// 2001::/23, refused whole: benchmarking, ORCHID and the like); none is where a webhook receiver lives.
// Nor are the documentation ranges (IPv4's three TEST-NETs, 2001:db8::/32, 3fff::/20), the 6to4 relays (192.88.99.0/24),
// IPv6's discard prefix (100::/64) or its SRv6 SIDs (5f00::/16, RFC 9602: segment routing inside one network).
for (const [net6, prefix] of [
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fec0::', 10],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['2001::', 23],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net6, prefix, 'ipv6');

/** Whether an IP address is loopback, private, link-local, shared, multicast or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function hostMatches(host: string, pattern: string): boolean {
  return pattern.startsWith('.') ? host.endsWith(pattern) || host === pattern.slice(1) : host === pattern;
}

/** A URL's host as a bare name or address (IPv6 without brackets), lower case, without the trailing dot of a fully qualified name (which names the same host). */
function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

/** Whether a URL may be a webhook target under the policy, as far as can be told without DNS. */
export function checkWebhookUrl(raw: string, policy: TargetPolicy): { ok: true; url: URL } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: 'The webhook URL is not a URL.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: 'A webhook URL must be http or https.' };
  if (url.username || url.password) return { ok: false, message: 'A webhook URL must not carry credentials.' };
  const host = hostOf(url);
  if (policy.denyHosts.some((p) => hostMatches(host, p))) return { ok: false, message: `Webhooks to ${host} are not allowed here.` };
  if (policy.allowHosts.length > 0 && !policy.allowHosts.some((p) => hostMatches(host, p))) return { ok: false, message: `Webhooks may only go to: ${policy.allowHosts.join(', ')}.` };
  if (!policy.allowPrivate && (isPrivateAddress(host) || host === 'localhost' || host.endsWith('.localhost'))) {
    return { ok: false, message: 'Webhooks to private, loopback or link-local addresses are not allowed here (a self-hosted service whose webhooks stay in its own network sets WEBHOOK_ALLOW_PRIVATE=true).' };
  }
  return { ok: true, url };
}

/**
 * A DNS lookup for outgoing webhook connections that refuses names
 * resolving to private addresses (unless the policy allows them), checked on
 * the addresses the connection will actually use.
 */
export function guardedLookup(policy: TargetPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const refused = policy.allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (refused) return callback(Object.assign(new Error(`${hostname} resolves to a private address (${refused.address})`), { code: 'EPRIVATE' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
