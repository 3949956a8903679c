import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatehouseClient } from '@gatehouse/generated';
import { newProject, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { startInProcess, type LimitedServer } from '../../../test/limited-servers.ts';

/**
 * GET /users ?query= reads user_search (users migration 20261128200000) in two plans
 * (users.list.ts): the ordered walk over at most
 * GATEHOUSE_USER_SEARCH_SCAN_ROWS users (at least 4 per row of the page), and the trigram
 * index when the walk did not find a whole page. Whichever answers, the pages must be the pages
 * of the plain filter: the same users, in the same order, cut at the same cursors, own project
 * only. The suite server (20,000 rows) walks these small projects to their end; a server with the
 * setting at 1 walks 12 users for a page of 2 (20 for a page of 4), so a common text is answered
 * by the walk and a rare one, or a cursor past the common matches, falls back to the indexes.
 */

type Query = { limit: number; query: string; desc?: boolean; include_anonymous?: boolean; primary_email_verified?: boolean; has_password?: boolean; cursor?: string };
interface Listed {
  id: string;
  display_name: string | null;
  primary_email: string | null;
}

let scanOne: LimitedServer;
let scanForty: LimitedServer;
beforeAll(async () => {
  scanOne = await startInProcess({ GATEHOUSE_USER_SEARCH_SCAN_ROWS: '1', GATEHOUSE_RATE_LIMITS: 'off' });
  // Short walk 12 rows (page of 2), capped index read 12 matches, long walk 40: every step answers somewhere.
  scanForty = await startInProcess({ GATEHOUSE_USER_SEARCH_SCAN_ROWS: '40', GATEHOUSE_RATE_LIMITS: 'off' });
}, 60_000);
afterAll(async () => {
  await scanOne?.close();
  await scanForty?.close();
});

/** Every page of the search on `baseUrl`, following next_cursor; each page at most `limit` long. */
async function pages(baseUrl: string | undefined, project: TestProject, q: Query): Promise<string[][]> {
  const api = baseUrl ? createGatehouseClient({ baseUrl, headers: project.serverHeaders() }) : project.server();
  const out: string[][] = [];
  let cursor: string | undefined;
  for (let n = 0; n < 100; n++) {
    const { data, response, error } = await api.GET('/users', { params: { query: { ...q, ...(cursor ? { cursor } : {}) } } });
    expect(response.status, JSON.stringify(error)).toBe(200);
    expect(data!.items.length).toBeLessThanOrEqual(q.limit);
    out.push(data!.items.map((u) => u.id));
    if (data!.pagination.next_cursor === null) return out;
    cursor = data!.pagination.next_cursor;
  }
  throw new Error('pagination did not end');
}

/** The plain filter: every user of the list (no search), kept when its name or e-mail holds the text. */
async function plainFilter(project: TestProject, q: Omit<Query, 'limit' | 'query'>, text: string): Promise<string[]> {
  const { data } = await project.server().GET('/users', { params: { query: q } });
  const holds = (v: string | null) => v !== null && v.toLowerCase().includes(text.toLowerCase());
  return (data!.items as Listed[]).filter((u) => holds(u.display_name) || holds(u.primary_email)).map((u) => u.id);
}

const chunks = (ids: string[], size: number) => (ids.length ? Array.from({ length: Math.ceil(ids.length / size) }, (_, i) => ids.slice(i * size, i * size + size)) : [[]]);

describe('GET /users search: the ordered walk and the trigram indexes answer alike', () => {
  it('a common and a rare text, by name and by e-mail, in both directions and with filters, page like the plain filter on both servers', { timeout: 180_000 }, async () => {
    const project = await newProject();
    const other = await newProject();
    const create = async (p: TestProject, body: Record<string, unknown>) => {
      const { data, error } = await p.server().POST('/users', { body });
      expect(data, JSON.stringify(error)).toBeDefined();
      return data!.id;
    };
    // 36 users: "Ada" in every second name (common), "Zyx" in one name and one e-mail (rare),
    // some verified, one anonymous and one restricted Ada; Adas of another project around them.
    for (let i = 0; i < 36; i++) {
      await create(project, {
        display_name: `${i % 2 ? 'Ada' : 'Bob'} Person-${i}${i === 30 ? ' Zyx' : ''}`,
        ...(i === 33 ? {} : { primary_email: uniqueEmail(i === 7 ? 'zyx-mail' : 'search'), primary_email_verified: i % 3 === 0 }),
        ...(i === 21 ? { restricted_by_admin: true } : {}),
      });
      if (i % 12 === 0) await create(other, { display_name: `Ada Elsewhere-${i} Zyx`, primary_email: uniqueEmail('zyx-mail') });
    }
    await create(project, { display_name: 'Ada Anonymous', is_anonymous: true });

    const texts = ['ADA', 'zyx', 'person-3'];
    // has_password reads project_user, which the search then joins to user_search (users.list.ts).
    const filters: Omit<Query, 'limit' | 'query'>[] = [{}, { desc: true }, { include_anonymous: true }, { primary_email_verified: true }, { has_password: false, desc: true }];
    let compared = 0;
    for (const text of texts) {
      for (const f of filters) {
        const expected = await plainFilter(project, f, text);
        if (text === 'ADA') expect(expected.length).toBeGreaterThanOrEqual(f.primary_email_verified ? 4 : f.include_anonymous ? 19 : 17);
        if (text === 'zyx') expect(expected.length).toBeGreaterThanOrEqual(f.primary_email_verified ? 1 : 2);
        for (const limit of [2, 4]) {
          for (const server of [undefined, scanOne.url, scanForty.url]) {
            expect(await pages(server, project, { ...f, query: text, limit }), `${text} ${JSON.stringify(f)} limit ${limit} on ${server ?? 'the suite server'}`).toEqual(chunks(expected, limit));
            compared++;
          }
        }
      }
    }
    expect(compared).toBe(texts.length * filters.length * 2 * 3);
    // Another project's matches never show: its own search sees only its own users.
    expect((await pages(scanOne.url, other, { query: 'zyx', limit: 2 })).flat()).toHaveLength(3);
  });
});
