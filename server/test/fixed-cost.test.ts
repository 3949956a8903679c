import { describe, expect, it } from 'vitest';
import { newProject, rawFetch } from './harness.ts';
import { signedInUser } from './factories.ts';

/**
 * Issue 24: the fixed cost per request was cut (bench/README.md, "fixed cost per request") without
 * changing any answer. These pin what the cuts touched: request ids now come from a pooled random
 * buffer (refilled every 256 ids), the request's EntityManager is forked on first use, and the
 * request parts are read only when a route declares them.
 */
describe('the trimmed request pipeline answers as before', () => {
  it('gives every response its own request id, across refills of the id pool', async () => {
    const ids = new Set<string>();
    // 300 requests: more than one pool of 256 ids, in parallel batches as a busy server sees them.
    for (let batch = 0; batch < 10; batch++) {
      const responses = await Promise.all(Array.from({ length: 30 }, () => rawFetch('/')));
      for (const res of responses) {
        expect(res.status).toBe(200);
        const id = res.headers.get('x-stack-request-id');
        expect(id).toMatch(/^[0-9a-hjkmnp-tv-z]{16}$/);
        ids.add(id!);
      }
    }
    expect(ids.size).toBe(300);
  });

  it('answers GET /api/v1 with the same headers and body as the contract shows', async () => {
    const res = await rawFetch('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(res.headers.get('cache-control')).toBe('no-store, max-age=0');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('vary')).toBe(res.headers.get('access-control-allow-headers'));
    expect(await res.text()).toMatch(/^Welcome to the Gatehouse API\.\n[\s\S]*\nAuthentication: None\n$/);
  });

  it('reads and writes the database through the lazily forked EntityManager (reads, a write, a refused request)', async () => {
    const project = await newProject();
    const user = await signedInUser(project);
    // A read that needs the database, a write in a transaction, and the read again seeing the write.
    const me = await rawFetch('/users/me', { headers: project.clientHeaders(user.accessToken) });
    expect(me.status).toBe(200);
    const patch = await rawFetch('/users/me', { method: 'PATCH', headers: { ...project.clientHeaders(user.accessToken), 'content-type': 'application/json' }, body: JSON.stringify({ display_name: 'Forked late' }) });
    expect(patch.status).toBe(200);
    const again = await rawFetch('/users/me', { headers: project.clientHeaders(user.accessToken) });
    expect(((await again.json()) as { display_name: string }).display_name).toBe('Forked late');
    // Refused before any query (a wrong key): the same known error as ever.
    const refused = await rawFetch('/users/me', { headers: { ...project.clientHeaders(user.accessToken), 'x-stack-publishable-client-key': 'wrong' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-stack-known-error')).toBe('INVALID_PUBLISHABLE_CLIENT_KEY');
  });

  it('still reads a declared query and refuses an undeclared one', async () => {
    const declared = await rawFetch('/?');
    expect(declared.status).toBe(200);
    const undeclared = await rawFetch('/?unexpected=1');
    expect(undeclared.status).toBe(400);
    expect(undeclared.headers.get('x-stack-known-error')).toBe('SCHEMA_ERROR');
  });
});
