import type { Context } from 'hono';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import type { SigningKeys } from '../crypto/signing-keys.ts';
import type { ProjectRecord } from '../modules/projects/projects.records.ts';
import type { UserRecord } from '../modules/users/users.records.ts';

export type AccessType = 'client' | 'server' | 'admin';
export const ACCESS_TYPES: readonly AccessType[] = ['client', 'server', 'admin'];

/** What the x-stack-* headers resolved to (null: no access type was sent). */
export interface AuthContext {
  type: AccessType;
  project: ProjectRecord;
  branchId: string;
  /** The end user of x-stack-access-token, if one was sent and is valid. */
  user: UserRecord | null;
  /** The session (refresh-token chain) the access token was minted from. */
  sessionId: string | null;
}

/** Long-lived collaborators, built once in main.ts and injected into the app. */
export interface AppDeps {
  orm: Orm;
  config: Config;
  signingKeys: SigningKeys;
  log: (level: 'info' | 'warn' | 'error', message: string, extra?: Record<string, unknown>) => void;
}

/** What a service receives: the collaborators plus this request's EntityManager. */
export interface Deps extends AppDeps {
  em: EntityManager;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    auth: AuthContext | null;
    body: unknown;
  };
}

export type AppContext = Context<AppEnv>;
