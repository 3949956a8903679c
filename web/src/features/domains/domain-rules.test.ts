import { describe, expect, it } from 'vitest';
import { domainError, handlerPathError, isLocalDomain, sameDomain } from './domain-rules.ts';

describe('trusted-domain rules (SPEC §5)', () => {
  it('accepts origins, wildcard hosts and ports the server accepts', () => {
    for (const ok of ['https://app.example.com', 'https://app.example.com/', 'http://example.com:8080', 'https://*.example.com', 'https://**.example.com', 'https://pr-*.preview.example.com', 'https://bücher.de']) {
      expect(domainError(ok), ok).toBeNull();
    }
  });

  it('names the rule each bad pattern breaks, with the spec texts where it gives them', () => {
    expect(domainError('')).toBe('Domain must not be empty');
    expect(domainError('   ')).toBe('Domain must not be empty');
    expect(domainError('https://app example.com')).toBe('Domain contains spaces');
    expect(domainError('app.example.com')).toBe('Domain must start with http:// or https://');
    expect(domainError('HTTPS://app.example.com')).toBe('Domain must start with http:// or https://');
    expect(domainError('ftp://app.example.com')).toBe('Domain must start with http:// or https://');
    expect(domainError('https://')).toBe('Domain is not a valid URL');
    expect(domainError('https://.example.com')).toBe('Domain must not start or end with a dot');
    expect(domainError('https://example.com.')).toBe('Domain must not start or end with a dot');
    expect(domainError('https://*.')).toBe('Domain must not start or end with a dot');
    expect(domainError('https://a..example.com')).toBe('Domain must not contain two dots in a row');
    expect(domainError('https://*_x.example.com')).toBe('Domain with a wildcard may only contain letters, digits, dots, hyphens and *');
    expect(domainError('https://app.example.com/handler')).toMatch(/without a path/);
    expect(domainError('https://app.example.com?x=1')).toMatch(/without a path/);
    expect(domainError('https://app.example.com:99999')).toBe('Domain has an invalid port');
    expect(domainError('https://app.example.com:abc')).toBe('Domain has an invalid port');
    expect(domainError('https://exa%mple.com')).toBe('Domain is not a valid URL');
  });

  it('handler paths start with /', () => {
    expect(handlerPathError('/handler')).toBeNull();
    expect(handlerPathError('handler')).toBe('Handler path must start with /');
    expect(handlerPathError('')).toBe('Handler path must not be empty');
    expect(handlerPathError('/a b')).toBe('Handler path contains spaces');
  });

  it('compares patterns without case or a trailing slash, and knows local hosts', () => {
    expect(sameDomain('https://App.example.com/', 'https://app.example.com')).toBe(true);
    expect(isLocalDomain('http://localhost:3000')).toBe(true);
    expect(isLocalDomain('http://api.localhost')).toBe(true);
    expect(isLocalDomain('http://127.0.0.1:8080')).toBe(true);
    expect(isLocalDomain('https://example.com')).toBe(false);
  });
});
