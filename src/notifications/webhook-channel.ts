/**
 * Posting a webhook: one signed JSON request, a bounded wait, no redirects
 * followed (a redirect could lead anywhere), and the target checked against
 * the policy on the addresses the connection actually uses.
 */
import http from 'node:http';
import https from 'node:https';
import { checkWebhookUrl, guardedLookup, type TargetPolicy } from './webhook-target.js';

/** Posts a body to a URL; rejects unless the answer is 2xx. */
export interface WebhookSender {
  post(url: string, body: string, headers: Readonly<Record<string, string>>): Promise<void>;
}

/** A sender over HTTP(S) under a target policy. */
export function httpWebhookSender(policy: TargetPolicy, timeoutMs: number): WebhookSender {
  const lookup = guardedLookup(policy);
  return {
    post(raw, body, headers) {
      const checked = checkWebhookUrl(raw, policy);
      if (!checked.ok) return Promise.reject(new Error(checked.message));
      const { url } = checked;
      return new Promise<void>((resolve, reject) => {
        const request = (url.protocol === 'https:' ? https : http).request(
          url,
          { method: 'POST', lookup, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
          (response) => {
            // The answer's body is read and dropped: an error keeps the status alone. A URL is any account's to give,
            // and the body of what answers it (from this server's address) is not the account's to read.
            response.resume();
            response.on('end', () => {
              const status = response.statusCode ?? 0;
              if (status >= 200 && status < 300) resolve();
              else reject(new Error(`HTTP ${status}`));
            });
            response.on('error', reject);
          },
        );
        // A whole-request deadline, not an idle one: a trickling answer must not outlast the delivery's lease.
        const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        request.on('close', () => clearTimeout(timer));
        request.on('error', reject);
        request.end(body);
      });
    },
  };
}
