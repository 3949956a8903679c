import { describe, expect, it } from 'vitest';
import { newProject, rawFetch } from '../../../test/harness.ts';

describe('GET /projects/current', () => {
  it('returns the client view of the project named in the headers', async () => {
    const project = await newProject({ magic_link_enabled: true });
    const { data, response } = await project.client().GET('/projects/current');
    expect(response.status).toBe(200);
    expect(data?.id).toBe(project.id);
    expect(data?.config.magic_link_enabled).toBe(true);
    expect(data?.config.credential_enabled).toBe(true);
    expect(response.headers.get('x-stack-request-id')).toMatch(/^[0-9a-z]{16}$/);
  });

  it('never shows one project to the keys of another', async () => {
    const a = await newProject();
    const b = await newProject();
    const res = await rawFetch('/projects/current', { headers: { ...a.clientHeaders(), 'x-stack-publishable-client-key': b.keys.client } });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-stack-known-error')).toBe('INVALID_PUBLISHABLE_CLIENT_KEY');
  });
});
