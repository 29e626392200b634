/**
 * Webhook signatures, as the big payment and code hosts make them: the
 * header `Sortie-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" keyed by the endpoint's secret>`. A receiver recomputes
 * the HMAC over the raw body it got, compares in constant time, and refuses
 * a timestamp too far from its clock (so a captured request cannot be
 * replayed later). See docs/cadence.md.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header that carries the signature. */
export const SIGNATURE_HEADER = 'Sortie-Signature';

/** How far a signature's timestamp may be from the receiver's clock, by default. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** A new endpoint secret. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The signature header's value for a body sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Whether a signature header is valid for the raw body, at `nowSeconds`, within the tolerance. */
export function verifySignature(secret: string, header: string, body: string, nowSeconds: number, toleranceSeconds = DEFAULT_TOLERANCE_SECONDS): boolean {
  const pairs = header.split(',').map((p) => p.trim().split('='));
  const t = Number(pairs.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  // Several v1 values may come while a secret rotates: any one matching will do.
  return pairs.some(([k, v]) => {
    if (k !== 'v1' || !v || !/^[0-9a-f]{64}$/.test(v)) return false;
    return timingSafeEqual(Buffer.from(v, 'hex'), expected);
  });
}
