import { describe, expect, it } from 'vitest';
import { sdkSnippet } from './sdk-snippet.ts';

describe('sdkSnippet', () => {
  it('constructs a client app with the base URL and project id, ready to paste', () => {
    expect(sdkSnippet({ baseUrl: 'https://auth.example.com', projectId: 'p-1', requiresPublishableKey: false })).toBe(
      ["import { createClientApp } from '@gatehouse/sdk';", '', 'export const gatehouse = createClientApp({', '  baseUrl: "https://auth.example.com",', '  projectId: "p-1",', '});'].join('\n'),
    );
  });

  it('asks for a publishable key only when the project requires one', () => {
    expect(sdkSnippet({ baseUrl: 'http://localhost:8102', projectId: 'p-1', requiresPublishableKey: true })).toContain("publishableClientKey: 'pck_…'");
  });
});
