import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { newProject, rawFetch, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { PASSWORD, signUp } from '../../../test/auth-helpers.ts';
import { jsonInit } from '../../../test/factories.ts';
import { SEARCH_TEXT } from './migrations/Migration20261128200000UserSearchTable.ts';

/**
 * GET /users ?query= reads user_search (users migration 20261128200000), kept by triggers. After
 * every write path that changes a listed or searched field, over HTTP, each row must equal what
 * the migration's backfill computes from project_user and contact_channel (no missing, extra or
 * stale row), and the search must find the new text and no longer the old: sign-up, server
 * create, anonymous sign-up and upgrade, admin edits (name, restriction, primary e-mail), contact
 * channels added, changed and deleted, user delete, project delete, bulk SQL.
 */

const db = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => db.end());

async function expectSearchRowsExact(projectId: string): Promise<void> {
  const q = async (text: string) => (await db.query(text, [projectId])).rows;
  const cols = `user_id::text, project_id, signed_up_at, is_anonymous, restricted_by_admin, search_text`;
  const kept = await q(`select ${cols} from user_search where project_id = $1 order by user_id`);
  expect(kept).toEqual(
    await q(
      `select ${cols} from (select u.id as user_id, u.project_id, u.signed_up_at, u.is_anonymous, u.restricted_by_admin, ${SEARCH_TEXT('u.display_name', 'u.id')} as search_text
       from project_user u where u.project_id = $1) x order by user_id`,
    ),
  );
}

async function ok(res: Response): Promise<Record<string, unknown>> {
  const body = await res.text();
  expect([200, 201], body).toContain(res.status);
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
}

/** The ids GET /users?query= answers (server key; anonymous included when asked). */
async function search(p: TestProject, text: string, includeAnonymous = false): Promise<string[]> {
  const res = await rawFetch(`/users?limit=50&include_anonymous=${includeAnonymous}&query=${encodeURIComponent(text)}`, { headers: p.serverHeaders() });
  const body = (await ok(res)) as { items: { id: string }[] };
  return body.items.map((u) => u.id);
}

describe('user_search equals a recompute after every write path, and the search follows', () => {
  it('sign-up, server create, admin edits of name, restriction and primary e-mail', async () => {
    const p = await newProject();
    const signed = await signUp(p);
    await expectSearchRowsExact(p.id);
    const created = await ok(await rawFetch('/users', jsonInit('POST', p.serverHeaders(), { display_name: 'Quenya Elf', primary_email: uniqueEmail('first-addr'), password: PASSWORD })));
    const id = created.id as string;
    await expectSearchRowsExact(p.id);
    expect(await search(p, 'quenya')).toEqual([id]);
    const edits: [Record<string, unknown>, string, string[]][] = [
      [{ display_name: 'Sindarin Elf' }, 'quenya', []],
      [{}, 'sindarin', [id]],
      [{ restricted_by_admin: true }, 'sindarin', []],
      [{ restricted_by_admin: false }, 'sindarin', [id]],
      [{ primary_email: uniqueEmail('second-addr') }, 'first-addr', []],
      [{}, 'second-addr', [id]],
      [{ primary_email: null }, 'second-addr', []],
      [{ display_name: null }, 'sindarin', []],
    ];
    for (const [edit, text, expected] of edits) {
      if (Object.keys(edit).length) await ok(await rawFetch(`/users/${id}`, jsonInit('PATCH', p.serverHeaders(), edit)));
      await expectSearchRowsExact(p.id);
      expect(await search(p, text), `${JSON.stringify(edit)} then ${text}`).toEqual(expected);
    }
    void signed;
  });

  it('contact channels added, changed and deleted; a text spanning two fields matches nothing', async () => {
    const p = await newProject();
    const created = await ok(await rawFetch('/users', jsonInit('POST', p.serverHeaders(), { display_name: 'Channel Keeper' })));
    const userId = created.id as string;
    const channel = async (value: string) => (await ok(await rawFetch('/contact-channels', jsonInit('POST', p.serverHeaders(), { user_id: userId, type: 'email', used_for_auth: false, value, is_verified: false })))).id as string;
    const a = await channel('alpha-chan@example.com');
    const b = await channel('beta-chan@example.com');
    await expectSearchRowsExact(p.id);
    expect(await search(p, 'beta-chan')).toEqual([userId]);
    // search_text is "Channel Keeper\nalpha-chan@…\nbeta-chan@…": a text across the newline is no
    // substring of any one field, so no match; a name that itself holds a newline still matches.
    expect(await search(p, 'keeper\nalpha')).toEqual([]);
    expect(await search(p, 'example.com\nbeta')).toEqual([]);
    await ok(await rawFetch(`/contact-channels/${userId}/${a}`, jsonInit('PATCH', p.serverHeaders(), { value: 'gamma-chan@example.com' })));
    await expectSearchRowsExact(p.id);
    expect(await search(p, 'alpha-chan')).toEqual([]);
    expect(await search(p, 'gamma-chan')).toEqual([userId]);
    await ok(await rawFetch(`/contact-channels/${userId}/${b}`, { method: 'DELETE', headers: p.serverHeaders() }));
    await expectSearchRowsExact(p.id);
    expect(await search(p, 'beta-chan')).toEqual([]);
    const multiline = await ok(await rawFetch('/users', jsonInit('POST', p.serverHeaders(), { display_name: 'Two\nLines' })));
    expect(await search(p, 'two\nline')).toEqual([multiline.id]);
    await expectSearchRowsExact(p.id);
  });

  it('an anonymous sign-up, its upgrade, user delete and project delete', async () => {
    const p = await newProject({ anonymous_accounts_enabled: true });
    const anon = (await ok(await rawFetch('/auth/anonymous/sign-up', { method: 'POST', headers: p.clientHeaders() }))) as { user_id: string; access_token: string };
    await expectSearchRowsExact(p.id);
    const email = uniqueEmail('upgraded');
    await ok(
      await rawFetch('/auth/password/sign-up', {
        method: 'POST',
        headers: { ...p.clientHeaders(anon.access_token), 'x-stack-allow-anonymous-user': 'true', 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );
    await expectSearchRowsExact(p.id);
    expect(await search(p, email)).toEqual([anon.user_id]);
    await ok(await rawFetch(`/users/${anon.user_id}`, { method: 'DELETE', headers: p.serverHeaders() }));
    await expectSearchRowsExact(p.id);
    expect(await search(p, email, true)).toEqual([]);
    await signUp(p);
    await ok(await rawFetch('/internal/projects/current', { method: 'DELETE', headers: p.adminHeaders() }));
    const { rows } = await db.query(`select count(*)::int as n from user_search where project_id = $1`, [p.id]);
    expect(rows[0].n).toBe(0);
  });

  it('bulk SQL: many users, their e-mails, moved sign-up times and flags, a deleted half', async () => {
    const p = await newProject();
    await db.query(
      `insert into project_user (id, project_id, is_anonymous, display_name, signed_up_at, last_active_at)
       select gen_random_uuid(), $1, i % 3 = 0, 'Bulk ' || i, now() - i * interval '1 hour', now() from generate_series(1, 40) i`,
      [p.id],
    );
    await db.query(
      `insert into contact_channel (id, project_id, user_id, type, value, is_primary, is_verified, used_for_auth)
       select gen_random_uuid(), project_id, id, 'email', 'bulk-' || id || '@example.com', true, false, false from project_user where project_id = $1`,
      [p.id],
    );
    await expectSearchRowsExact(p.id);
    await db.query(`update project_user set signed_up_at = signed_up_at - interval '1 year', restricted_by_admin = true where project_id = $1 and display_name like '%1%'`, [p.id]);
    await db.query(`update contact_channel set value = upper(value) where project_id = $1`, [p.id]);
    await expectSearchRowsExact(p.id);
    await db.query(`delete from project_user where project_id = $1 and display_name like '%2%'`, [p.id]);
    await db.query(`delete from contact_channel where project_id = $1 and value like '%A%'`, [p.id]);
    await expectSearchRowsExact(p.id);
    // A last-active touch (every refresh) writes no user_search row.
    const versions = async () => (await db.query(`select xmin::text from user_search where project_id = $1 order by user_id`, [p.id])).rows;
    const before = await versions();
    await db.query(`update project_user set last_active_at = now() where project_id = $1`, [p.id]);
    expect(await versions()).toEqual(before);
  });

  it('two transactions adding e-mails to one user at once both end up in its text', async () => {
    const p = await newProject();
    const created = await ok(await rawFetch('/users', jsonInit('POST', p.serverHeaders(), { display_name: 'Racing Channels' })));
    const userId = created.id as string;
    const [t1, t2] = [await db.connect(), await db.connect()];
    try {
      const add = (c: pg.PoolClient, value: string) =>
        c.query(`insert into contact_channel (id, project_id, user_id, type, value, is_primary, is_verified, used_for_auth) values (gen_random_uuid(), $1, $2, 'email', $3, false, false, false)`, [p.id, userId, value]);
      await t1.query('begin');
      await t2.query('begin');
      await add(t1, 'first-racer@example.com');
      // t2's trigger waits for t1's lock on the user's row, then reads t1's committed channel.
      const second = add(t2, 'second-racer@example.com').then(() => t2.query('commit'));
      await new Promise((r) => setTimeout(r, 200));
      await t1.query('commit');
      await second;
    } finally {
      t1.release();
      t2.release();
    }
    await expectSearchRowsExact(p.id);
    expect(await search(p, 'first-racer')).toEqual([userId]);
    expect(await search(p, 'second-racer')).toEqual([userId]);
  });

  it('LIKE on the lower-cased text answers as ILIKE on each field, for non-ASCII and mixed case too', async () => {
    const p = await newProject();
    const names = ['ÉMILIE Ångström', 'émilie ÅNGSTRÖM', 'Straße Σίσυφος', 'İstanbul Iİıi', 'ǅemal Ǆ', 'Ümlaut'];
    for (const display_name of names) await ok(await rawFetch('/users', jsonInit('POST', p.serverHeaders(), { display_name, primary_email: uniqueEmail('Umlaut-MIX') })));
    await expectSearchRowsExact(p.id);
    for (const text of ['émilie', 'ÅNGSTRÖM', 'straße', 'ΣΊΣΥΦΟΣ', 'σίσυφος', 'i̇stanbul', 'İİ', 'ıi', 'ǆ', 'Ǆemal', 'umlaut-mix', 'UMLAUT-mix', 'ümlaut']) {
      const { rows } = await db.query(
        `select u.id::text from project_user u where u.project_id = $1 and not u.is_anonymous and not u.restricted_by_admin
           and (u.display_name ilike $2 or exists (select 1 from contact_channel cc where cc.user_id = u.id and cc.value ilike $2))
         order by u.signed_up_at, u.id`,
        [p.id, `%${text}%`],
      );
      expect(await search(p, text), text).toEqual(rows.map((r) => r.id as string));
    }
  });
});
