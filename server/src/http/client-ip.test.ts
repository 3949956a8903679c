import { describe, expect, it } from 'vitest';
import { clientSubject, parseTrustedProxies } from './client-ip.ts';

/** The rules of client-ip.ts as pure functions; test/rate-limits.test.ts drives them through real servers. */
describe('clientSubject', () => {
  const none = parseTrustedProxies(undefined);
  const proxies = parseTrustedProxies('10.0.0.0/8, ::1, 2001:db8:ffff::/48');

  it('is the socket peer, written canonically: IPv4-mapped IPv6 is IPv4, IPv6 is its /64', () => {
    expect(clientSubject('::ffff:127.0.0.1', undefined, none)).toBe('127.0.0.1');
    expect(clientSubject('127.0.0.1', undefined, none)).toBe('127.0.0.1');
    expect(clientSubject('2001:DB8:0:1:aaaa::1', undefined, none)).toBe('2001:db8:0:1::/64');
    expect(clientSubject('2001:db8::1:ffff:ffff:ffff:ffff', undefined, none)).toBe('2001:db8:0:1::/64');
    expect(clientSubject('fe80::1%eth0', undefined, none)).toBe('fe80:0:0:0::/64');
    expect(clientSubject(undefined, undefined, none)).toBe('unknown');
  });

  it('never reads X-Forwarded-For without trusted proxies, nor from a peer that is not one', () => {
    expect(clientSubject('127.0.0.1', '203.0.113.1', none)).toBe('127.0.0.1');
    expect(clientSubject('192.0.2.1', '203.0.113.1', proxies)).toBe('192.0.2.1');
  });

  it('from a trusted proxy, is the rightmost address that is not a trusted proxy', () => {
    expect(clientSubject('::ffff:10.1.2.3', '203.0.113.1', proxies)).toBe('203.0.113.1');
    expect(clientSubject('::1', 'forged, 203.0.113.1, 10.9.9.9', proxies)).toBe('203.0.113.1');
    expect(clientSubject('10.1.2.3', '[2001:db8:1:2::5]:443, 2001:db8:ffff:1::1', proxies)).toBe('2001:db8:1:2::/64');
    expect(clientSubject('10.1.2.3', '198.51.100.7:5123', proxies)).toBe('198.51.100.7');
    // Only proxies all the way: the leftmost address is all anyone vouches for.
    expect(clientSubject('10.1.2.3', '10.4.4.4, 10.5.5.5', proxies)).toBe('10.4.4.4');
    // A malformed entry: the proxy that passed it on is the client.
    expect(clientSubject('10.1.2.3', 'not-an-address', proxies)).toBe('10.1.2.3');
  });
});

describe('parseTrustedProxies', () => {
  it('takes addresses and CIDR ranges, IPv4-mapped ranges as IPv4', () => {
    const trusted = parseTrustedProxies('::ffff:10.0.0.0/104');
    expect(clientSubject('10.200.0.1', '203.0.113.1', trusted)).toBe('203.0.113.1');
  });

  it('refuses anything else with one clear line naming the setting', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, proxy.internal')).toThrow("GATEHOUSE_TRUSTED_PROXIES: 'proxy.internal' is not an IP address or CIDR range");
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow('GATEHOUSE_TRUSTED_PROXIES');
  });
});

describe('the settings', () => {
  it('GATEHOUSE_RATE_LIMITS is on by default, off only when asked, and nothing else', async () => {
    const { loadConfig } = await import('../config.ts');
    expect(loadConfig({}).rateLimitsEnabled).toBe(true);
    expect(loadConfig({ GATEHOUSE_RATE_LIMITS: 'off' }).rateLimitsEnabled).toBe(false);
    expect(() => loadConfig({ GATEHOUSE_RATE_LIMITS: 'no' })).toThrow('GATEHOUSE_RATE_LIMITS');
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(() => loadConfig({ GATEHOUSE_TRUSTED_PROXIES: '10.0.0.0/8,,nonsense' })).toThrow("invalid setting: GATEHOUSE_TRUSTED_PROXIES: 'nonsense'");
  });
});
