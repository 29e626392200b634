import { describe, expect, it } from 'vitest';
import { addressKey } from './handler-limits.js';

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
