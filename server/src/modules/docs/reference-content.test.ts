import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../openapi.ts';
import { registeredErrorCodes } from '../../http/errors.ts';
import { ERROR_HINTS } from './error-hints.ts';

/**
 * What an integrator reads in the API reference, checked on the emitted document: per-operation
 * header tables, request samples that use only what the route declares, and a glossary of every
 * error code.
 */
type Op = { description: string; 'x-codeSamples'?: { lang: string; label: string; source: string }[] };
const doc = buildOpenApiDocument() as { info: { description: string }; paths: Record<string, Record<string, Op>> };
const op = (path: string, method: string) => doc.paths[path]![method]!;

describe('API reference content', () => {
  it('tells, per operation and access type, exactly which headers to send', () => {
    const me = op('/users/me', 'get').description;
    expect(me).toContain('- **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key` (only if the project requires one), `x-stack-access-token` (required: the signed-in user)\n');
    expect(me).toContain('- **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`, ');
    const patch = op('/users/{user_id}', 'patch').description;
    expect(patch).not.toContain('**client:**');
    expect(patch).toContain('`x-stack-access-token` (only to name the user `me`)');
    expect(op('/auth/oauth/token', 'post').description).toContain('no `x-stack-*` headers');
  });

  it('gives every operation a curl, TypeScript SDK, Python and Go sample; redirect-flow steps curl alone', () => {
    const redirectSteps: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const labels = (operation['x-codeSamples'] ?? []).map((s) => s.label);
        // A browser or the provider calls the OAuth authorize and callback steps, never a client library.
        const redirects = Object.keys((operation as { responses?: object }).responses ?? {}).some((s) => s.startsWith('3'));
        if (redirects) redirectSteps.push(`${method} ${path}`);
        expect(labels, `${method} ${path}`).toEqual(redirects ? ['curl'] : ['curl', 'TypeScript SDK', 'Python', 'Go']);
      }
    }
    expect(redirectSteps.sort()).toEqual(['get /auth/oauth/authorize/{provider_id}', 'get /auth/oauth/callback/{provider_id}', 'post /auth/oauth/callback/{provider_id}']);
  });

  it('builds samples from the declaration: access headers, path values, body example', () => {
    const signIn = op('/auth/password/sign-in', 'post')['x-codeSamples']!;
    const curl = signIn.find((s) => s.label === 'curl')!.source;
    expect(curl).toContain('curl -X POST "http://localhost:8102/api/v1/auth/password/sign-in"');
    expect(curl).toContain('-H "x-stack-access-type: client"');
    expect(curl).not.toContain('x-stack-access-token');
    expect(curl).toMatch(/-d '\{"email":.*"password":.*\}'/);
    // A backend names users by id: no `me` (which would need a user's token) in a server sample.
    const patchUser = op('/users/{user_id}', 'patch')['x-codeSamples']!.find((s) => s.label === 'curl')!.source;
    expect(patchUser).toContain('/api/v1/users/3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10"');
    expect(patchUser).toContain('-H "x-stack-secret-server-key: $SECRET_SERVER_KEY"');
    const me = op('/users/me', 'get')['x-codeSamples']!.find((s) => s.label === 'TypeScript SDK')!.source;
    expect(me).toContain("await app.api.GET('/users/me')");
    expect(me).toContain('signInWithPassword');
  });

  it('has an error glossary with every code, its status, message and what to do', () => {
    const text = doc.info.description;
    expect(text).toContain('## Errors');
    for (const code of registeredErrorCodes()) {
      const item = text.split('\n').find((l) => l.startsWith(`- **\`${code}\`** (`));
      expect(item, code).toBeDefined();
      expect(item, code).toContain(`*What to do:* ${ERROR_HINTS[code as keyof typeof ERROR_HINTS]}`);
    }
    expect(text).toContain('- **`PASSWORD_TOO_SHORT`** (400): The password must be at least ‹min_length› characters long.<br>*What to do:*');
    expect(text).toContain('- **`METHOD_NOT_ALLOWED`** (405): ‹method› is not supported on ‹path›; use ‹allowed_methods›.<br>');
  });
});
