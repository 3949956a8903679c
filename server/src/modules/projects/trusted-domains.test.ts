import { describe, expect, it } from 'vitest';
import { isTrustedBy as isTrustedUrl, type DomainSettings } from './trusted-domains.ts';

/** A `domains` slice with these trusted domains. */
function project(domains: string[], config: { allow_localhost?: boolean } = {}): DomainSettings {
  return { allowLocalhost: config.allow_localhost ?? false, trustedDomains: Object.fromEntries(domains.map((baseUrl, i) => [String(i), { baseUrl, handlerPath: '/handler' }])) };
}

describe('isTrustedUrl', () => {
  it('matches protocol and host exactly and ignores the path and query', () => {
    const p = project(['https://app.example.com']);
    expect(isTrustedUrl(p, 'https://app.example.com/handler/email-verification?x=1#y')).toBe(true);
    expect(isTrustedUrl(p, 'https://APP.example.com')).toBe(true);
    expect(isTrustedUrl(p, 'http://app.example.com/')).toBe(false);
    expect(isTrustedUrl(p, 'https://app.example.com.evil.com/')).toBe(false);
    expect(isTrustedUrl(p, 'https://evilapp.example.com/')).toBe(false);
    expect(isTrustedUrl(p, 'https://app.example.com@evil.com/')).toBe(false);
  });

  it('treats a pattern without a port as the default port only, and normalises default ports', () => {
    const p = project(['https://app.example.com', 'http://api.example.com:8080']);
    expect(isTrustedUrl(p, 'https://app.example.com:443/x')).toBe(true);
    expect(isTrustedUrl(p, 'https://app.example.com:8443/x')).toBe(false);
    expect(isTrustedUrl(p, 'http://api.example.com:8080/x')).toBe(true);
    expect(isTrustedUrl(p, 'http://api.example.com/x')).toBe(false);
    expect(isTrustedUrl(project(['https://app.example.com:443']), 'https://app.example.com/')).toBe(true);
  });

  it('lets * match inside one label and ** across labels', () => {
    const one = project(['https://*.example.com']);
    expect(isTrustedUrl(one, 'https://app.example.com')).toBe(true);
    expect(isTrustedUrl(one, 'https://a.b.example.com')).toBe(false);
    expect(isTrustedUrl(one, 'https://example.com')).toBe(false);
    expect(isTrustedUrl(one, 'https://app.example.com.evil.com')).toBe(false);
    const prefix = project(['https://pr-*.preview.example.com']);
    expect(isTrustedUrl(prefix, 'https://pr-42.preview.example.com')).toBe(true);
    expect(isTrustedUrl(prefix, 'https://main.preview.example.com')).toBe(false);
    const many = project(['https://**.example.com']);
    expect(isTrustedUrl(many, 'https://a.b.example.com')).toBe(true);
    expect(isTrustedUrl(many, 'https://a.b.example.org')).toBe(false);
  });

  it('trusts local URLs on any port only when allow_localhost is on', () => {
    for (const url of ['http://localhost:3000/cb', 'https://app.localhost/cb', 'http://127.0.0.1:8080/', 'http://127.1.2.3/']) {
      expect(isTrustedUrl(project([], { allow_localhost: true }), url)).toBe(true);
      expect(isTrustedUrl(project([]), url)).toBe(false);
    }
    expect(isTrustedUrl(project([], { allow_localhost: true }), 'http://localhost.evil.com/')).toBe(false);
    expect(isTrustedUrl(project([], { allow_localhost: true }), 'http://128.0.0.1/')).toBe(false);
  });

  it('rejects what is not an http(s) URL', () => {
    const p = project(['https://app.example.com'], { allow_localhost: true });
    expect(isTrustedUrl(p, 'not a url')).toBe(false);
    expect(isTrustedUrl(p, 'javascript://app.example.com/%0aalert(1)')).toBe(false);
    expect(isTrustedUrl(p, 'ftp://app.example.com/')).toBe(false);
  });
});
