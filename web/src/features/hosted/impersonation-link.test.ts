import { describe, expect, it } from 'vitest';
import { impersonationUrl, readImpersonationFragment } from './impersonation-link.ts';

describe('impersonation link', () => {
  const tokens = { accessToken: 'eyJ.a+b/c=.sig', refreshToken: 'r'.repeat(45) };

  it('carries the tokens in the fragment only, never in the query the server sees', () => {
    const url = new URL(impersonationUrl('https://auth.example.com', 'p-1', tokens));
    expect(url.pathname).toBe('/handler/impersonate');
    expect([...url.searchParams.keys()]).toEqual(['project_id']);
    expect(url.searchParams.get('project_id')).toBe('p-1');
    expect(url.search).not.toContain(tokens.refreshToken);
    expect(readImpersonationFragment(url.hash)).toEqual(tokens);
  });

  it('reads nothing from an incomplete or empty fragment', () => {
    expect(readImpersonationFragment('')).toBeNull();
    expect(readImpersonationFragment('#access_token=x')).toBeNull();
    expect(readImpersonationFragment('#refresh_token=y')).toBeNull();
  });
});
