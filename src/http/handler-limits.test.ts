import { describe, expect, it } from 'vitest';
import type { FastifyReply } from 'fastify';
import { addressKey, rateLimited } from './handler-limits.js';

describe('addressKey', () => {
  it('counts an IPv6 client by its /64, and an IPv4 client by its address', () => {
    expect(addressKey({ ip: '2001:db8:1:2::1' })).toBe(addressKey({ ip: '2001:db8:1:2:ffff::9' }));
    expect(addressKey({ ip: '2001:db8:1:2::1' })).not.toBe(addressKey({ ip: '2001:db8:1:3::1' }));
    expect(addressKey({ ip: '192.0.2.1' })).toBe('192.0.2.1');
  });

  it('refuses a request whose client already reset the connection with a 4xx, instead of failing it with a 500 or letting it past its limit (found by review)', () => {
    expect(() => addressKey({ ip: undefined as unknown as string })).toThrow(expect.objectContaining({ status: 400, code: 'client-gone' }));
  });
});

describe('rateLimited', () => {
  const reply = () => {
    const headers: Record<string, string> = {};
    const header = (name: string, value: string) => {
      headers[name] = value;
    };
    return { headers, reply: { header } as unknown as FastifyReply };
  };

  it('says how long to wait in words that fit the number: 1 second, 2 seconds (found by review)', () => {
    const one = reply();
    expect(rateLimited(one.reply, 1, 'commands').message).toBe('Too many commands; try again in 1 second.');
    expect(one.headers['retry-after']).toBe('1');
    expect(rateLimited(reply().reply, 2, 'commands').message).toBe('Too many commands; try again in 2 seconds.');
    expect(rateLimited(reply().reply, 3600, 'commands')).toMatchObject({ status: 429, code: 'rate-limited' });
  });
});
