import type { HotSql } from '../../db/hot-sql.ts';
import type { ChangeListener } from '../../db/change-listener.ts';
import type { UserRecord } from './users.records.ts';
import { findSessionUser } from './users.store.ts';

/** Announced by the users migration's triggers (payload: the user id) on every write that changes what a cached entry says. */
export const USER_CHANGED_CHANNEL = 'gatehouse_user_changed';

interface Entry {
  userId: string;
  /** An entry is never served past this (a session's expires_at; Infinity for a user's reads). */
  servedUntil: number;
  value: unknown;
}

/** A user-scoped read with more rows than this is not kept (bounds an entry's size). */
const MAX_CACHED_ROWS = 100;

/**
 * Per-process cache of live sessions and their users: the answer of the hot path's session lookup
 * (users.store findSessionUser) for every authenticated request, GET /users/me included.
 *
 * Exact, not eventually consistent. Triggers on user_session, project_user, contact_channel and
 * oauth_account (and team_member, team_member_permission for the team reads) announce the user id
 * in the transaction of every write, so no writer can forget, and PostgreSQL delivers it at commit
 * only. A hit is served only after the barrier of the process's listening connection
 * (ChangeListener.synced, shared with the projects cache): every announcement committed before
 * the request arrived has been applied, in whichever process the write ran. A revoked session, a
 * deleted or changed user is refused or re-read by the very next request in every process. While the listening connection is down nothing is served from or
 * stored in the cache.
 *
 * Keys are project id + session id, and a hit must also match the token's user id, so no answer
 * crosses projects or users. Bounded: at most `maxEntries`, least recently used dropped first.
 * Revoked sessions are not cached (each such request asks the database, as before).
 */
export class SessionUserCache {
  private readonly entries = new Map<string, Entry>();
  /** userId -> keys of its entries, so an announcement drops every session of the user. */
  private readonly byUser = new Map<string, Set<string>>();
  /** Bumped by every announcement: a load that raced one is not stored. */
  private generation = 0;

  /** With maxEntries 0 (or while `listener` is not listening) every lookup goes to the database. */
  constructor(
    private readonly sql: HotSql,
    private readonly listener: ChangeListener,
    private readonly maxEntries: number,
  ) {
    if (maxEntries > 0) listener.subscribe({ channel: USER_CHANGED_CHANNEL, onChange: (userId) => this.invalidateUser(userId), onReset: () => this.clear() });
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The user of a live session, or null (revoked, expired, or another user's, or the user deleted).
   * `since` (performance.now() when the request arrived; default: now): every change committed
   * before it is seen.
   */
  async find(projectId: string, userId: string, sessionId: string, since?: number): Promise<UserRecord | null> {
    const key = `${projectId}\n${sessionId}`;
    // A miss needs no barrier: the load reads the database as committed now.
    if (this.entries.has(key) && (await this.listener.synced(since))) {
      const hit = this.entries.get(key);
      if (hit && hit.userId === userId && hit.servedUntil > Date.now()) return this.touch(key, hit).value as UserRecord;
    }
    const generation = this.generation;
    const found = await findSessionUser(this.sql, projectId, userId, sessionId);
    if (found && this.maxEntries > 0 && this.listener.isListening && generation === this.generation) this.store(key, { userId, servedUntil: found.sessionExpiresAt, value: found.user });
    return found?.user ?? null;
  }

  /**
   * A read about one user (its teams, its team permission grants), cached like sessions: `kind`
   * names the read (one per statement), and the announcement of any write to the user's rows drops
   * it (the users migration's triggers cover team_member, team_member_permission and team).
   * `since` as for find().
   */
  async userRows<T>(projectId: string, userId: string, kind: string, load: () => Promise<T[]>, since?: number): Promise<T[]> {
    const key = `${projectId}\n${userId}\n${kind}`;
    if (this.entries.has(key) && (await this.listener.synced(since))) {
      const hit = this.entries.get(key);
      if (hit && hit.userId === userId) return this.touch(key, hit).value as T[];
    }
    const generation = this.generation;
    const rows = await load();
    if (rows.length <= MAX_CACHED_ROWS && this.maxEntries > 0 && this.listener.isListening && generation === this.generation) this.store(key, { userId, servedUntil: Infinity, value: rows });
    return rows;
  }

  /** Least recently used goes first: a hit moves to the end. */
  private touch(key: string, hit: Entry): Entry {
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  invalidateUser(userId: string): void {
    this.generation++;
    const keys = this.byUser.get(userId);
    if (!keys) return;
    this.byUser.delete(userId);
    for (const key of keys) this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.byUser.clear();
  }

  private store(key: string, entry: Entry): void {
    this.remove(key);
    this.entries.set(key, entry);
    let keys = this.byUser.get(entry.userId);
    if (!keys) this.byUser.set(entry.userId, (keys = new Set()));
    keys.add(key);
    while (this.entries.size > this.maxEntries) this.remove(this.entries.keys().next().value!);
  }

  private remove(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    const keys = this.byUser.get(old.userId);
    keys?.delete(key);
    if (keys && !keys.size) this.byUser.delete(old.userId);
  }
}

declare module '../../http/context.ts' {
  interface AppDeps {
    /** This process's session + user cache (users module), kept exact by the users migration's triggers. */
    sessionUsers: SessionUserCache;
  }
}
