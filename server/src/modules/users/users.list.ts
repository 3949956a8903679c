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

/** The primary e-mail of `u` (alias c), as USER_FROM joins it. */
const PRIMARY_EMAIL = `left join contact_channel c on c.user_id = u.id and c.is_primary and c.type = 'email'`;
/** Contact-channel matches the ordered walk looks up at once; above this it checks each walked user's values. */
const CHANNEL_MATCHES = 1_000;
/** What the ordered walk keeps of each user it reads: the columns the filters and the search look at. */
const WALK_COLUMNS = 'u.id, u.project_id, u.signed_up_at, u.display_name, u.is_anonymous, u.restricted_by_admin, u.password_hash, u.otp_auth_enabled, u.passkey_auth_enabled';

/** The list's conditions on `u` (and `c` when `joinsPrimary`), apart from the search text and the cursor. */
interface Filter {
  where: string[];
  params: unknown[];
  /** A condition reads the primary e-mail (c): the join is needed before the page is cut. */
  joinsPrimary: boolean;
}

/**
 * GET /users: keyset pagination on (signed_up_at, id), which the index project_user_signed_up_idx
 * serves. The cursor is inclusive: it names the first user of the page (wire-contract §5). A
 * cursor that no longer names a user of the project (deleted meanwhile) yields an empty page.
 *
 * A search text (a case-insensitive substring of the display name or of any contact-channel value)
 * has two plans with the same answer (bench/README.md "GET /users at a million users"):
 *  - the trigram indexes (migration 20261128130000) find every match, and the page is cut from
 *    them after sorting: cheap when the text is rare, but it reads every match (a text matching
 *    50,000 users reads 50,000);
 *  - the ordered walk reads the project's users in list order and keeps those that match: cheap
 *    when the text is common (a text matching 1 user in 100 finds a page of 20 in ~2,000 users),
 *    hopeless when it is rare.
 * Which one wins depends on how many users match, which is not known beforehand (the planner's
 * guess for `ILIKE '%text%'` is a constant). So a page is first looked for by the walk over at
 * most `config.userSearchScanRows` users (more for large pages); when those hold the whole page,
 * or are all the users left in that direction, that is the answer; otherwise the index plan
 * answers. Both read the same conditions, so the rows, their order and the cursors are the same
 * whichever plan answered. A text matching 1 user in N costs at most about the walk's budget
 * plus N·page matches: bounded either way, where each plan alone is unbounded in one direction.
 */
export async function listUsers(deps: Deps, projectId: string, o: ListUsersOptions): Promise<UserPage> {
  const filter = filterOf(projectId, o);
  const text = o.query === undefined || o.query === '' ? undefined : o.query;
  if (text !== undefined && isUuid(text)) {
    filter.where.push('u.id = ?');
    filter.params.push(text.toLowerCase());
  }
  const pattern = text !== undefined && !isUuid(text) ? likePattern(text) : undefined;
  const budget = pattern !== undefined && o.limit !== undefined ? scanBudget(deps.config.userSearchScanRows, o.limit) : 0;
  if (pattern !== undefined && o.limit !== undefined && budget > 0) {
    const walked = await walkPage(deps, projectId, o, filter, pattern, o.limit, budget);
    if (walked) return walked;
  }
  return indexedPage(deps, projectId, o, filter, pattern);
}

/** Users the walk reads for a page of `limit`: the setting, or 4 users per row of a larger page. */
function scanBudget(setting: number, limit: number): number {
  return setting === 0 ? 0 : Math.max(setting, 4 * (limit + 1));
}

/** A literal substring: LIKE's wildcards in the search text match only themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function filterOf(projectId: string, o: ListUsersOptions): Filter {
  const where = ['u.project_id = ?'];
  const params: unknown[] = [projectId];
  let joinsPrimary = false;
  if (!o.includeAnonymous) where.push('not u.is_anonymous');
  // Restricted = as restrictedReasonOf decides, minus anonymity (handled above); wire-contract §9.10.
  if (!o.includeAnonymous && !o.includeRestricted) {
    where.push('not u.restricted_by_admin');
    // c is the primary e-mail (left join): no address at all is "not verified" too.
    if (o.requireEmailVerification) {
      where.push('coalesce(c.is_verified, false)');
      joinsPrimary = true;
    }
  }
  if (o.onlyAnonymous) where.push('u.is_anonymous');
  // c is the primary e-mail (left join): "not verified" needs an address to be unverified.
  if (o.primaryEmailVerified !== undefined) {
    where.push(o.primaryEmailVerified ? 'c.is_verified' : '(c.id is not null and not c.is_verified)');
    joinsPrimary = true;
  }
  if (o.hasPassword !== undefined) where.push(o.hasPassword ? 'u.password_hash is not null' : 'u.password_hash is null');
  if (o.otpAuthEnabled !== undefined) where.push(o.otpAuthEnabled ? 'u.otp_auth_enabled' : 'not u.otp_auth_enabled');
  if (o.passkeyAuthEnabled !== undefined) where.push(o.passkeyAuthEnabled ? 'u.passkey_auth_enabled' : 'not u.passkey_auth_enabled');
  if (o.teamId) {
    where.push('exists (select 1 from team_member tm where tm.user_id = u.id and tm.team_id = ?)');
    params.push(o.teamId);
  }
  return { where, params, joinsPrimary };
}

/** The keyset condition of a cursor (the first user of the page), and its parameters. */
function cursorOf(projectId: string, o: ListUsersOptions): [string, unknown[]] | null {
  if (!o.cursor) return null;
  return [`(u.signed_up_at, u.id) ${o.desc ? '<=' : '>='} (select cu.signed_up_at, cu.id from project_user cu where cu.project_id = ? and cu.id = ?)`, [projectId, o.cursor.toLowerCase()]];
}

function pageOf(users: UserRecord[], limit: number | undefined): UserPage {
  if (limit === undefined || users.length <= limit) return { users, nextCursor: null };
  return { users: users.slice(0, limit), nextCursor: users[limit].id };
}

/**
 * The ordered walk: the next `budget` users of the project in list order (an index range of
 * project_user_signed_up_idx), of which the page keeps those passing the filters and the search.
 * Null when the budget ran out before the page was full: the matches are rarer than the walk can
 * afford, and the index plan must answer.
 */
async function walkPage(deps: Deps, projectId: string, o: ListUsersOptions, filter: Filter, pattern: string, limit: number, budget: number): Promise<UserPage | null> {
  const direction = o.desc ? 'desc' : 'asc';
  const order = `order by u.signed_up_at ${direction}, u.id ${direction}`;
  const cursor = cursorOf(projectId, o);
  // The same text test as the index plan's union, per user: its name, or any of its contact-channel
  // values. The users whose values match are looked up once through the trigram index when they
  // are few (`v`, at most CHANNEL_MATCHES + 1); only when they are more does each walked user's
  // own values get checked (the unique (user_id, type, value) index holds them), which then costs
  // little since so common a text fills the page within a few users.
  const search = `(u.display_name ilike ? or u.id in (select v.user_id from v)
      or ((select count(*) from v) > ${CHANNEL_MATCHES} and exists (select 1 from contact_channel cs where cs.user_id = u.id and cs.value ilike ?)))`;
  // Raw SQL: the next `budget` users of the keyset order (not materialised: the walk stops as soon
  // as the page is full), filtered, then the page's full rows.
  const window = `select ${WALK_COLUMNS} from project_user u where u.project_id = ?${cursor ? ` and ${cursor[0]}` : ''} ${order} limit ?`;
  const windowParams = [projectId, ...(cursor ? cursor[1] : []), budget];
  const sql = `with v as materialized (select cc.user_id from contact_channel cc where cc.value ilike ? limit ${CHANNEL_MATCHES + 1})
    select ${USER_COLUMNS}
    from (select u.id, u.signed_up_at from (${window}) u ${filter.joinsPrimary ? PRIMARY_EMAIL : ''}
          where ${[...filter.where, search].join(' and ')} ${order} limit ?) p
      join project_user u on u.id = p.id ${PRIMARY_EMAIL}
    order by p.signed_up_at ${direction}, p.id ${direction}`;
  const users = (await rawSql(deps.em, sql, [pattern, ...windowParams, ...filter.params, pattern, pattern, limit + 1])).map(userFromRow);
  // A full page (with its next cursor) lies within the walked users.
  if (users.length > limit) return pageOf(users, limit);
  // So does every match when the window reached the end of the project's users in this direction:
  // counted apart (an index range of project_user_signed_up_idx), only when the page is short.
  const [counted] = await rawSql(deps.em, `select count(*)::int as n from (${window.replace(WALK_COLUMNS, 'u.id')}) w`, windowParams);
  return Number(counted?.n) < budget ? pageOf(users, limit) : null;
}

/**
 * The plan for everything but a walked search: the keyset range, and for a search text the union
 * of the two trigram-index scans (a user whose name or any contact-channel value matches). Only
 * the page's users get their full rows (e-mail, providers): a search reads just the id and sign-up
 * time of each match before the page is cut.
 */
async function indexedPage(deps: Deps, projectId: string, o: ListUsersOptions, filter: Filter, pattern: string | undefined): Promise<UserPage> {
  const where = [...filter.where];
  const params = [...filter.params];
  const cursor = cursorOf(projectId, o);
  if (cursor) {
    where.push(cursor[0]);
    params.push(...cursor[1]);
  }
  const direction = o.desc ? 'desc' : 'asc';
  const order = `order by u.signed_up_at ${direction}, u.id ${direction}`;
  const limit = o.limit === undefined ? '' : ' limit ?';
  let sql: string;
  if (pattern === undefined) {
    sql = `select ${USER_COLUMNS} from ${USER_FROM} where ${where.join(' and ')} ${order}${limit}`;
  } else {
    // Two trigram-index scans, each giving the id and sign-up time of the users that pass the
    // filters (a name match is read once, in its bitmap heap scan), as one set: not `display_name
    // ilike ? or exists (…)`, which can use neither index and walks every user of the project.
    const join = filter.joinsPrimary ? PRIMARY_EMAIL : '';
    sql = `select ${USER_COLUMNS}
      from (select m.id, m.signed_up_at from (
              select u.id, u.signed_up_at from project_user u ${join} where ${where.join(' and ')} and u.display_name ilike ?
              union
              select u.id, u.signed_up_at from contact_channel cc join project_user u on u.id = cc.user_id ${join} where ${where.join(' and ')} and cc.value ilike ?
            ) m order by m.signed_up_at ${direction}, m.id ${direction}${limit}) p
        join project_user u on u.id = p.id ${PRIMARY_EMAIL}
      order by p.signed_up_at ${direction}, p.id ${direction}`;
    // Each side has the filters' (and the cursor's) parameters, then the text.
    const once = params.splice(0);
    params.push(...once, pattern, ...once, pattern);
  }
  // One extra row tells whether there is a next page, and is its cursor.
  if (o.limit !== undefined) params.push(o.limit + 1);
  // Raw SQL: a keyset page over a join (user + primary e-mail) with a correlated search.
  return pageOf((await rawSql(deps.em, sql, params)).map(userFromRow), o.limit);
}
