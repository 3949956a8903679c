import { request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiUrl, newProject } from './harness.ts';
import { signedInUser } from './factories.ts';

/**
 * How the x-stack-* request headers are read (today through Hono's Headers wrapper; a faster path
 * through node's parsed IncomingMessage#headers was tried and backed out, bench/README.md "Fourth
 * pass") must not change an answer: these send what only a raw HTTP client can (the same header on
 * two lines, odd spellings, surrounding whitespace) and check the known answer, for any future
 * change of that path.
 */

type RawHeaders = Record<string, string | string[]>;

/** GET over node:http, so a header can go out as two lines and names keep their spelling. */
function rawGet(path: string, headers: RawHeaders): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(apiUrl(path), { method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** One raw HTTP/1.1 request over a socket; resolves with the status line. */
function rawStatusLine(text: string): Promise<string> {
  const url = new URL(apiUrl('/'));
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.end(text));
    let got = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (got += d));
    socket.on('error', reject);
    socket.on('close', () => resolve(got.split('\r\n')[0]!));
  });
}

describe('x-stack request headers: the answers do not depend on how they are read', () => {
  it('never sees NUL or a bare CR in a header value: node\'s parser answers 400 first', async () => {
    for (const value of ['client\0', 'cli\0ent', 'cli\rent']) {
      const line = await rawStatusLine(`GET /api/v1/ HTTP/1.1\r\nhost: localhost\r\nx-stack-access-type: ${value}\r\nconnection: close\r\n\r\n`);
      expect(line).toBe('HTTP/1.1 400 Bad Request');
    }
  });

  it('joins a header sent on two lines with ", " as Headers does (two access types are not a valid one)', async () => {
    const project = await newProject();
    const res = await rawGet('/', { 'x-stack-access-type': ['client', 'client'], 'x-stack-project-id': project.id, 'x-stack-publishable-client-key': project.keys.client });
    expect(res.status).toBe(400);
    expect(res.headers['x-stack-known-error']).toBe('INVALID_ACCESS_TYPE');
  });

  it('joins two project id lines into one id no project has', async () => {
    const project = await newProject();
    const res = await rawGet('/', { 'x-stack-access-type': 'client', 'x-stack-project-id': [project.id, project.id], 'x-stack-publishable-client-key': project.keys.client });
    expect(res.status).toBe(400);
    expect(res.headers['x-stack-known-error']).toBe('CURRENT_PROJECT_NOT_FOUND');
    expect(JSON.parse(res.body).details).toEqual({ project_id: `${project.id}, ${project.id}` });
  });

  it('reads names in any case and values without their surrounding whitespace', async () => {
    const project = await newProject();
    const user = await signedInUser(project);
    const res = await rawGet('/users/me', {
      'X-Stack-Access-Type': '  client\t',
      'X-STACK-PROJECT-ID': `\t${project.id} `,
      'x-Stack-Publishable-Client-Key': ` ${project.keys.client}`,
      'x-stack-access-token': `${user.accessToken}  `,
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).id).toBe(user.id);
  });

  it('treats an empty header as absent (no access type: anonymous root answer)', async () => {
    const res = await rawGet('/', { 'x-stack-access-type': '', 'x-stack-project-id': '  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/\nAuthentication: None\n$/);
  });

  it('honours x-stack-override-error-status in any spelling, and not when only another header is sent', async () => {
    const refused = { 'x-stack-access-type': 'nonsense' };
    const plain = await rawGet('/', refused);
    expect(plain.status).toBe(400);
    const overridden = await rawGet('/', { ...refused, 'X-Stack-Override-Error-Status': 'true' });
    expect(overridden.status).toBe(200);
    expect(overridden.headers['x-stack-actual-status']).toBe('400');
    expect(overridden.headers['x-stack-known-error']).toBe('INVALID_ACCESS_TYPE');
  });

  it('still reads the x-hexclave-* family (renamed in the Headers object) and refuses a mixed request', async () => {
    const project = await newProject();
    const hexclave = await rawGet('/', { 'x-hexclave-access-type': 'client', 'x-hexclave-project-id': project.id, 'x-hexclave-publishable-client-key': project.keys.client, 'x-hexclave-override-error-status': 'true' });
    expect(hexclave.status).toBe(200);
    expect(hexclave.body).toContain(`Project: ${project.id}`);
    const mixed = await rawGet('/', { 'x-hexclave-access-type': 'client', 'x-stack-project-id': project.id });
    expect(mixed.headers['x-stack-known-error']).toBe('MIXED_HEADER_FAMILIES');
  });
});
