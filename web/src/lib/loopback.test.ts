import { describe, expect, it } from 'vitest';
import { isIpAddressHost, isLoopbackIpHost, passkeyBlockOf, withLocalhost } from './loopback.ts';

describe('loopback addresses (passkeys need a domain name)', () => {
  it('writes a loopback IP as localhost, keeping port, path, query and fragment', () => {
    expect(withLocalhost('http://127.0.0.1:8102/handler/sign-in?project_id=p-1#x')).toBe('http://localhost:8102/handler/sign-in?project_id=p-1#x');
    expect(withLocalhost('http://127.1.2.3:80')).toBe('http://localhost');
    expect(withLocalhost('http://[::1]:3000/a')).toBe('http://localhost:3000/a');
    expect(withLocalhost('http://127.0.0.1:8102/')).toBe('http://localhost:8102/');
  });

  it('leaves every other address alone', () => {
    for (const url of ['http://localhost:8102/handler', 'https://auth.example.com/x?y=1', 'http://192.168.1.20:8102/', 'http://127.0.0.1.example.com/', 'not a url']) expect(withLocalhost(url)).toBe(url);
  });

  it('tells IP hosts, and among them loopback ones, from names', () => {
    expect(['127.0.0.1', '10.0.0.2', '[::1]', '[2001:db8::1]'].every(isIpAddressHost)).toBe(true);
    expect(['localhost', 'auth.example.com', '127.0.0.1.nip.io'].some(isIpAddressHost)).toBe(false);
    expect(['127.0.0.1', '127.9.9.9', '[::1]'].every(isLoopbackIpHost)).toBe(true);
    expect(['10.0.0.2', 'localhost', '[2001:db8::1]'].some(isLoopbackIpHost)).toBe(false);
  });

  it('blocks passkeys on an IP page, offering localhost only for a loopback one', () => {
    expect(passkeyBlockOf({ hostname: 'localhost', href: 'http://localhost:8102/handler/sign-in' })).toBeNull();
    expect(passkeyBlockOf({ hostname: '127.0.0.1', href: 'http://127.0.0.1:8102/handler/sign-in?project_id=p' })).toEqual({ localhostUrl: 'http://localhost:8102/handler/sign-in?project_id=p' });
    expect(passkeyBlockOf({ hostname: '192.168.1.20', href: 'http://192.168.1.20:8102/handler/sign-in' })).toEqual({ localhostUrl: null });
  });
});
