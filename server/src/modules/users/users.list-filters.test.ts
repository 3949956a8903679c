import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

type Flag = boolean;
type ListQuery = {
  cursor?: string;
  limit?: number;
  desc?: Flag;
  include_anonymous?: Flag;
  only_anonymous?: Flag;
  primary_email_verified?: Flag;
  has_password?: Flag;
  otp_auth_enabled?: Flag;
  passkey_auth_enabled?: Flag;
};

async function list(project: TestProject, query: ListQuery) {
  const { data, response, error } = await project.server().GET('/users', { params: { query } });
  expect(response.status, JSON.stringify(error)).toBe(200);
  return data!;
}

/** Follows next_cursor page by page; each page is at most `limit` long. */
async function walk(project: TestProject, query: ListQuery & { limit: number }) {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 50; pages++) {
    const page = await list(project, { ...query, ...(cursor ? { cursor } : {}) });
    expect(page.items.length).toBeLessThanOrEqual(query.limit);
    ids.push(...page.items.map((u) => u.id));
    if (page.pagination.next_cursor === null) return ids;
    cursor = page.pagination.next_cursor;
  }
  throw new Error('pagination did not end');
}

async function create(project: TestProject, body: Record<string, unknown>) {
  const { data, error } = await project.server().POST('/users', { body });
  expect(data, JSON.stringify(error)).toBeDefined();
  return data!.id;
}

/**
 * One project whose users differ in one flag each, created in sign-up order; every expectation is a
 * subsequence of `all`, because filters never change the order (sign-up time, then id).
 */
async function mixedProject() {
  const project = await newProject();
  const u = {
    verifiedPassword: await create(project, { primary_email: uniqueEmail(), primary_email_verified: true, password: 'correct horse battery' }),
    unverifiedPassword: await create(project, { primary_email: uniqueEmail(), primary_email_verified: false, password: 'correct horse battery' }),
    verifiedCode: await create(project, { primary_email: uniqueEmail(), primary_email_verified: true, otp_auth_enabled: true }),
    unverifiedCode: await create(project, { primary_email: uniqueEmail(), primary_email_verified: false, otp_auth_enabled: true }),
    passkey: await create(project, { primary_email: uniqueEmail(), primary_email_verified: true, passkey_auth_enabled: true }),
    noEmail: await create(project, { display_name: 'No address' }),
    anonymous: await create(project, { is_anonymous: true }),
    verifiedCode2: await create(project, { primary_email: uniqueEmail(), primary_email_verified: true, otp_auth_enabled: true }),
  };
  return { project, u };
}

describe('GET /users filters', () => {
  it('filters by primary e-mail verification, sign-in method and anonymity, on the server', async () => {
    const { project, u } = await mixedProject();
    const ids = async (q: ListQuery) => (await list(project, q)).items.map((x) => x.id);
    expect(await ids({ primary_email_verified: true })).toEqual([u.verifiedPassword, u.verifiedCode, u.passkey, u.verifiedCode2]);
    // "Not verified" needs an address: the user without one and the anonymous user match neither.
    expect(await ids({ primary_email_verified: false, include_anonymous: true })).toEqual([u.unverifiedPassword, u.unverifiedCode]);
    expect(await ids({ has_password: true })).toEqual([u.verifiedPassword, u.unverifiedPassword]);
    expect(await ids({ has_password: false })).toEqual([u.verifiedCode, u.unverifiedCode, u.passkey, u.noEmail, u.verifiedCode2]);
    expect(await ids({ otp_auth_enabled: true })).toEqual([u.verifiedCode, u.unverifiedCode, u.verifiedCode2]);
    expect(await ids({ passkey_auth_enabled: true })).toEqual([u.passkey]);
    expect(await ids({ include_anonymous: true, only_anonymous: true })).toEqual([u.anonymous]);
    // only_anonymous=false is no filter at all.
    expect(await ids({ include_anonymous: true, only_anonymous: false })).toEqual(Object.values(u));
    // Filters combine with AND, in either direction of the sign-up order.
    expect(await ids({ otp_auth_enabled: true, primary_email_verified: true })).toEqual([u.verifiedCode, u.verifiedCode2]);
    expect(await ids({ otp_auth_enabled: true, primary_email_verified: true, desc: true })).toEqual([u.verifiedCode2, u.verifiedCode]);
    expect(await ids({ has_password: true, otp_auth_enabled: true })).toEqual([]);
  });

  it('pages through the filtered list with the cursor, so no page is a filtered page of the whole list', async () => {
    const { project, u } = await mixedProject();
    const verified = [u.verifiedPassword, u.verifiedCode, u.passkey, u.verifiedCode2];
    const first = await list(project, { primary_email_verified: true, limit: 2 });
    // Full pages of matching users: the cursor names the next *matching* user, not the next user.
    expect(first.items.map((x) => x.id)).toEqual(verified.slice(0, 2));
    expect(first.pagination.next_cursor).toBe(u.passkey);
    expect(await walk(project, { primary_email_verified: true, limit: 2 })).toEqual(verified);
    expect(await walk(project, { primary_email_verified: true, limit: 1, desc: true })).toEqual([...verified].reverse());
    expect(await walk(project, { has_password: false, limit: 3 })).toEqual([u.verifiedCode, u.unverifiedCode, u.passkey, u.noEmail, u.verifiedCode2]);
    expect(await walk(project, { otp_auth_enabled: true, limit: 2, desc: true })).toEqual([u.verifiedCode2, u.unverifiedCode, u.verifiedCode]);
  });

  it('refuses only_anonymous without include_anonymous and a flag that is not true or false, changing nothing', async () => {
    const { project } = await mixedProject();
    const cases: [string, string][] = [
      ['only_anonymous=true', 'query.only_anonymous=true needs include_anonymous=true'],
      ['only_anonymous=true&include_anonymous=false', 'query.only_anonymous=true needs include_anonymous=true'],
      ['primary_email_verified=yes', 'query.primary_email_verified must be one of the following values: true, false'],
      ['has_password=1', 'query.has_password must be one of the following values: true, false'],
      ['otp_auth_enabled=', 'query.otp_auth_enabled must be one of the following values: true, false'],
      ['passkey_auth_enabled=TRUE', 'query.passkey_auth_enabled must be one of the following values: true, false'],
    ];
    for (const [qs, line] of cases) {
      const res = await rawFetch(`/users?${qs}`, { headers: project.serverHeaders() });
      expect(res.status, qs).toBe(400);
      expect(res.headers.get('x-stack-known-error')).toBe('SCHEMA_ERROR');
      expect(((await res.json()) as { error: string }).error).toBe(`Request validation failed on GET /api/v1/users:\n  - ${line}`);
    }
    expectKnownError(await project.server().GET('/users', { params: { query: { only_anonymous: true } } }), 400, 'SCHEMA_ERROR');
    expect((await list(project, { include_anonymous: true })).items).toHaveLength(8);
  });
});
