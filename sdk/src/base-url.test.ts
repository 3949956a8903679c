import { describe, expect, it } from 'vitest';
import { serverUrls } from './base-url.ts';

describe('serverUrls: the server address or its API root, both accepted', () => {
  it.each([
    ['https://auth.example.com', 'https://auth.example.com'],
    ['https://auth.example.com/', 'https://auth.example.com'],
    ['https://auth.example.com/api/v1', 'https://auth.example.com'],
    ['https://auth.example.com/api/v1/', 'https://auth.example.com'],
    ['  http://localhost:8102/api/v1  ', 'http://localhost:8102'],
    ['https://example.com/auth/', 'https://example.com/auth'],
    ['https://example.com/auth/api/v1', 'https://example.com/auth'],
  ])('%s', (given, baseUrl) => {
    expect(serverUrls(given)).toEqual({ baseUrl, apiUrl: `${baseUrl}/api/v1` });
  });

  it('does not mistake a longer path for the API root', () => {
    expect(serverUrls('https://x.test/api/v10').apiUrl).toBe('https://x.test/api/v10/api/v1');
  });

  it.each(['localhost:8102', 'auth.example.com', '', 'mailto:a@b.co', 'https://x.test/?a=1', 'https://x.test/#h', 42 as unknown as string])(
    'rejects %o with both accepted forms in the message',
    (given) => {
      expect(() => serverUrls(given)).toThrow(TypeError);
      expect(() => serverUrls(given)).toThrow('e.g. https://auth.example.com or https://auth.example.com/api/v1');
    },
  );
});
