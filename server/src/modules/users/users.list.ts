import type { Deps } from '../../http/context.ts';
import { isUuid } from '../../http/schemas.ts';
import { rawSql } from '../../db/sql.ts';
import type { UserRecord } from './users.records.ts';
import { USER_COLUMNS, USER_FROM, userFromRow } from './users.store.ts';

export interface ListUsersOptions {
  cursor?: string;
  limit?: number;
  desc?: boolean;
  query?: string;
  includeAnonymous?: boolean;
  /** Users an admin restricted are left out unless this (or includeAnonymous, which implies it) is true. */
  includeRestricted?: boolean;
  /** The project's require_email_verification: then users without a verified primary e-mail are restricted too. */
  requireEmailVerification?: boolean;
  onlyAnonymous?: boolean;
  teamId?: string;
  /** Users whose primary e-mail is (true) or is not (false) verified; users without one match neither. */
  primaryEmailVerified?: boolean;
  hasPassword?: boolean;
  otpAuthEnabled?: boolean;
  passkeyAuthEnabled?: boolean;
}

export interface UserPage {
  users: UserRecord[];
  /** The id of the first user of the next page, or null on the last page. */
  nextCursor: string | null;
}

/** The primary e-mail (alias c) of the user whose id is `id`, as USER_FROM joins it. */
const primaryEmail = (id: string) => `left join contact_channel c on c.user_id = ${id} and c.is_primary and c.type = 'email'`;
const PRIMARY_EMAIL = primaryEmail('u.id');
/** user_search.search_text joins the name and the contact-channel values with this (migration 20261128200000). */
const SEPARATOR = '\n';

/**
 * Where the list's conditions find the user: `key` is the alias holding project_id, is_anonymous
 * and restricted_by_admin (project_user u, or user_search s, which copies them), `id` the user id.
 * Every other condition reads project_user u, which a search then joins (Filter.needsUser).
 */
interface Columns {
  key: string;
  id: string;
  /** The table behind `key` and its user-id column, for the cursor's look-up. */
  table: string;
  idColumn: string;
}
const USER_TABLE: Columns = { key: 'u', id: 'u.id', table: 'project_user', idColumn: 'id' };
const SEARCH_TABLE: Columns = { key: 's', id: 's.user_id', table: 'user_search', idColumn: 'user_id' };

/** A search's text test on user_search s, with its parameters. */
interface Search {
  sql: string;
  params: unknown[];
}

/** The filters a search text leaves to project_user u: [option, SQL when true, SQL when false]. */
const USER_FLAGS = [
  ['hasPassword', 'u.password_hash is not null', 'u.password_hash is null'],
  ['otpAuthEnabled', 'u.otp_auth_enabled', 'not u.otp_auth_enabled'],
  ['passkeyAuthEnabled', 'u.passkey_auth_enabled', 'not u.passkey_auth_enabled'],
] as const;

/** The list's conditions, apart from the search text and the cursor. */
interface Filter {
  where: string[];
  params: unknown[];
  /** A condition reads the primary e-mail (c): the join is needed before the page is cut. */
  joinsPrimary: boolean;
  /** A condition reads a column of project_user that user_search does not copy. */
  needsUser: boolean;
}

/**
 * GET /users: keyset pagination on (signed_up_at, id), which the index project_user_signed_up_idx
 * serves. The cursor is inclusive: it names the first user of the page (wire-contract §5). A
 * cursor that no longer names a user of the project (deleted meanwhile) yields an empty page.
 *
 * A search text (a case-insensitive substring of the display name or of any contact-channel value)
 * reads user_search (migration 20261128200000): per user the list's keys, the two default filter
 * flags and one text (name and every contact-channel value, newline-joined), kept exact by
 * triggers. It has two plans with the same answer (bench/README.md "GET /users at a million users"):
 *  - the ordered walk reads user_search in list order (user_search_list_idx) and keeps the users
 *    whose text matches: cheap when the text is common, hopeless when it is rare;
 *  - the trigram index (user_search_text_trgm_idx) finds every match, and the page is cut from
 *    them after sorting: cheap when the text is rare, but it reads every match.
 * Which one wins depends on how many users match, which is not known beforehand (the planner's
 * guess for `ILIKE '%text%'` is a constant). So: a short walk (a tenth of `config.userSearchScanRows`: 2,000 rows by default); else the
 * index plan if the text has at most that many matches (a read capped there); else the long walk
 * (`config.userSearchScanRows` rows; more for large pages); else the index plan in full. Each
 * step answers only when its answer is complete (a full page, or the walk reached the end in
 * that direction, or every match was read), otherwise it declines. Both read the same conditions, so the rows, their order and the cursors are the same
 * whichever plan answered. A text matching 1 user in N costs at most about the walk's budget
 * plus N·page matches: bounded either way, where each plan alone is unbounded in one direction.
 */
export async function listUsers(deps: Deps, projectId: string, o: ListUsersOptions): Promise<UserPage> {
  const text = o.query === undefined || o.query === '' ? undefined : o.query;
  if (text === undefined || isUuid(text)) {
    const filter = filterOf(projectId, o, USER_TABLE);
    if (text !== undefined) {
      filter.where.push('u.id = ?');
      filter.params.push(text.toLowerCase());
    }
    return listedPage(deps, projectId, o, filter);
  }
  const filter = filterOf(projectId, o, SEARCH_TABLE);
  const pattern = likePattern(text);
  const search = searchOf(text, pattern);
  const setting = deps.config.userSearchScanRows;
  if (o.limit === undefined || setting === 0) return (await indexedPage(deps, projectId, o, filter, search))!;
  // 1. A short walk: a text common near the start of the list in this direction.
  const short = scanBudget(Math.ceil(setting / SHORT_SHARE), o.limit);
  const first = await walkPage(deps, projectId, o, filter, search, o.limit, short);
  if (first) return first;
  // 2. The index plan, if the text has at most `short` matches in the project: a rare text
  //    never pays the long walk.
  const few = await indexedPage(deps, projectId, o, filter, search, short);
  if (few) return few;
  // 3. A common text whose matches lie further on: the long walk, then the index plan in full.
  const long = scanBudget(setting, o.limit);
  const walked = long > short ? await walkPage(deps, projectId, o, filter, search, o.limit, long) : null;
  return walked ?? (await indexedPage(deps, projectId, o, filter, search))!;
}

/** The short walk reads this share of the setting's rows (2,000 of the default 20,000). */
const SHORT_SHARE = 10;

/** Users the walk reads for a page of `limit`: the setting, or 4 users per row of a larger page. */
function scanBudget(setting: number, limit: number): number {
  return setting === 0 ? 0 : Math.max(setting, 4 * (limit + 1));
}

/** A literal substring: LIKE's wildcards in the search text match only themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The text test on user_search s: every name or value holding the text (case-insensitively) is,
 * lower-cased, a substring of search_text, so `search_text like lower(p)` misses none. Only a text holding the separator could match
 * across two fields; for such a text each field is also tested on its own, which is then exact.
 */
function searchOf(text: string, pattern: string): Search {
  // search_text is lower-cased per field, and `x ILIKE p` is `lower(x) LIKE lower(p)` in PostgreSQL.
  if (!text.includes(SEPARATOR)) return { sql: 's.search_text like lower(?)', params: [pattern] };
  return {
    sql: `s.search_text like lower(?) and ((select x.display_name from project_user x where x.id = s.user_id) ilike ?
      or exists (select 1 from contact_channel cx where cx.user_id = s.user_id and cx.value ilike ?))`,
    params: [pattern, pattern, pattern],
  };
}

function filterOf(projectId: string, o: ListUsersOptions, t: Columns): Filter {
  const where = [`${t.key}.project_id = ?`];
  const params: unknown[] = [projectId];
  let joinsPrimary = false;
  let needsUser = false;
  if (!o.includeAnonymous) where.push(`not ${t.key}.is_anonymous`);
  // Restricted = as restrictedReasonOf decides, minus anonymity (handled above); wire-contract §9.10.
  if (!o.includeAnonymous && !o.includeRestricted) {
    where.push(`not ${t.key}.restricted_by_admin`);
    // c is the primary e-mail (left join): no address at all is "not verified" too.
    if (o.requireEmailVerification) {
      where.push('coalesce(c.is_verified, false)');
      joinsPrimary = true;
    }
  }
  if (o.onlyAnonymous) where.push(`${t.key}.is_anonymous`);
  // c is the primary e-mail (left join): "not verified" needs an address to be unverified.
  if (o.primaryEmailVerified !== undefined) {
    where.push(o.primaryEmailVerified ? 'c.is_verified' : '(c.id is not null and not c.is_verified)');
    joinsPrimary = true;
  }
  for (const [option, whenTrue, whenFalse] of USER_FLAGS) {
    const wanted = o[option];
    if (wanted === undefined) continue;
    where.push(wanted ? whenTrue : whenFalse);
    needsUser = true;
  }
  if (o.teamId) {
    where.push(`exists (select 1 from team_member tm where tm.user_id = ${t.id} and tm.team_id = ?)`);
    params.push(o.teamId);
  }
  return { where, params, joinsPrimary, needsUser };
}

/** The keyset condition of a cursor (the first user of the page) on `t`, and its parameters (user_search's signed_up_at is kept equal to the user's by triggers). */
function cursorOf(projectId: string, o: ListUsersOptions, t: Columns): [string, unknown[]] | null {
  if (!o.cursor) return null;
  const c = `cursor_${t.key}`;
  return [`(${t.key}.signed_up_at, ${t.id}) ${o.desc ? '<=' : '>='} (select ${c}.signed_up_at, ${c}.${t.idColumn} from ${t.table} ${c} where ${c}.project_id = ? and ${c}.${t.idColumn} = ?)`, [projectId, o.cursor.toLowerCase()]];
}

function pageOf(users: UserRecord[], limit: number | undefined): UserPage {
  if (limit === undefined || users.length <= limit) return { users, nextCursor: null };
  return { users: users.slice(0, limit), nextCursor: users[limit].id };
}

/** The joins a search's filters need on top of user_search s. */
function joinsOf(filter: Filter): string {
  return `${filter.needsUser ? 'join project_user u on u.id = s.user_id' : ''} ${filter.joinsPrimary ? primaryEmail('s.user_id') : ''}`;
}

/** The page's full rows (user + primary e-mail) for the matches `p` (id, signed_up_at), in list order. */
function fullRows(matches: string, direction: string): string {
  return `select ${USER_COLUMNS} from (${matches}) p join project_user u on u.id = p.id ${PRIMARY_EMAIL}
    order by p.signed_up_at ${direction}, p.id ${direction}`;
}

/**
 * The ordered walk: the next `budget` users of the project in list order (an index range of
 * user_search_list_idx), of which the page keeps those passing the search and the filters (the
 * filters' joins are made only for users whose text matched). Null when the budget ran out
 * before the page was full: the matches are rarer than the walk can afford, and the index plan
 * must answer.
 */
async function walkPage(deps: Deps, projectId: string, o: ListUsersOptions, filter: Filter, search: Search, limit: number, budget: number): Promise<UserPage | null> {
  const direction = o.desc ? 'desc' : 'asc';
  const order = `order by s.signed_up_at ${direction}, s.user_id ${direction}`;
  const cursor = cursorOf(projectId, o, SEARCH_TABLE);
  // Raw SQL: the next `budget` rows of the keyset order (not materialised: the walk stops as soon
  // as the page is full), the text test first, then the filters, then the page's full rows.
  const window = (columns: string) => `select ${columns} from user_search s where s.project_id = ?${cursor ? ` and ${cursor[0]}` : ''} ${order} limit ?`;
  const windowParams = [projectId, ...(cursor ? cursor[1] : []), budget];
  const matches = `select s.user_id as id, s.signed_up_at from (${window('s.*')}) s ${joinsOf(filter)}
    where ${[search.sql, ...filter.where].join(' and ')} ${order} limit ?`;
  const params = [...windowParams, ...search.params, ...filter.params, limit + 1];
  const users = (await rawSql(deps.em, fullRows(matches, direction), params)).map(userFromRow);
  // A full page (with its next cursor) lies within the walked users.
  if (users.length > limit) return pageOf(users, limit);
  // So does every match when the window reached the end of the project's users in this direction:
  // counted apart (an index-only range of user_search_list_idx), only when the page is short.
  const [counted] = await rawSql(deps.em, `select count(*)::int as n from (${window('1')}) w`, windowParams);
  return Number(counted?.n) < budget ? pageOf(users, limit) : null;
}

/**
 * The search's other plan: every match through the trigram index on user_search (fenced in a
 * materialised CTE, so the list order cannot tempt the planner into walking every user), the
 * filters on those, sorted and cut; then only the page's users get their full rows.
 */
async function indexedPage(deps: Deps, projectId: string, o: ListUsersOptions, filter: Filter, search: Search, cap?: number): Promise<UserPage | null> {
  const direction = o.desc ? 'desc' : 'asc';
  const cursor = cursorOf(projectId, o, SEARCH_TABLE);
  const where = [...filter.where, ...(cursor ? [cursor[0]] : [])];
  const limit = o.limit === undefined ? '' : ' limit ?';
  const matches = `select s.user_id as id, s.signed_up_at from m s ${joinsOf(filter)}
    where ${where.join(' and ')} order by s.signed_up_at ${direction}, s.user_id ${direction}${limit}`;
  // With a cap, at most cap + 1 text matches are read: more than cap, and this plan declines.
  const m = `with m as materialized (select * from user_search s where s.project_id = ? and ${search.sql}${cap === undefined ? '' : ' limit ?'})`;
  const mParams = [projectId, ...search.params, ...(cap === undefined ? [] : [cap + 1])];
  const params = [...mParams, ...filter.params, ...(cursor ? cursor[1] : []), ...(o.limit === undefined ? [] : [o.limit + 1])];
  if (cap === undefined) return pageOf((await rawSql(deps.em, `${m} ${fullRows(matches, direction)}`, params)).map(userFromRow), o.limit);
  // Raw SQL: the page and, on every row (and on one row when the page is empty), how many text matches were read.
  const rows = await rawSql(deps.em, `${m} select k.matched, f.* from (select count(*)::int as matched from m) k left join (${fullRows(matches, direction)}) f on true
    order by f.signed_up_at ${direction}, f.id ${direction}`, params);
  if (Number(rows[0]?.matched) > cap) return null;
  return pageOf(rows.filter((r) => r.id !== null).map(userFromRow), o.limit);
}

/** The list without a search text (or with a user id as the text): the keyset range of project_user_signed_up_idx. */
async function listedPage(deps: Deps, projectId: string, o: ListUsersOptions, filter: Filter): Promise<UserPage> {
  const where = [...filter.where];
  const params = [...filter.params];
  const cursor = cursorOf(projectId, o, USER_TABLE);
  if (cursor) {
    where.push(cursor[0]);
    params.push(...cursor[1]);
  }
  const direction = o.desc ? 'desc' : 'asc';
  const limit = o.limit === undefined ? '' : ' limit ?';
  // One extra row tells whether there is a next page, and is its cursor.
  if (o.limit !== undefined) params.push(o.limit + 1);
  // Raw SQL: a keyset page over a join (user + primary e-mail).
  const sql = `select ${USER_COLUMNS} from ${USER_FROM} where ${where.join(' and ')} order by u.signed_up_at ${direction}, u.id ${direction}${limit}`;
  return pageOf((await rawSql(deps.em, sql, params)).map(userFromRow), o.limit);
}
