import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { AuthContext, Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { LIMITS } from '../../http/limits.ts';
import { sha256 } from '../../crypto/hashing.ts';
import { teamAccess } from '../teams/permissions.store.ts';
import { newSecret, parseSecret, type OwnerType } from './secret-format.ts';
import * as store from './owner-api-keys.store.ts';
import type { OwnerKeyRecord } from './owner-api-keys.store.ts';
import { sliceOf } from '../config/config.settings.ts';
import { apiKeySettings } from './owner-api-keys.settings.ts';

/** User and team API keys (wire-contract §9.14): a project feature, off unless enabled. */

function requireEnabled(auth: AuthContext, type: OwnerType): void {
  const { enabled } = sliceOf(auth.project, apiKeySettings);
  if (type === 'user' && !enabled.user) throw knownError('USER_API_KEYS_NOT_ENABLED');
  if (type === 'team' && !enabled.team) throw knownError('TEAM_API_KEYS_NOT_ENABLED');
}

function ownerNotFound(type: OwnerType, ownerId: string) {
  return type === 'user' ? knownError('USER_NOT_FOUND') : knownError('TEAM_NOT_FOUND', { team_id: ownerId });
}

export interface NewOwnerKey {
  type: OwnerType;
  ownerId: string;
  description: string;
  expiresAt: Date | null;
  isPublic: boolean;
}

/** Creates a key; the secret is returned here once and stored only as its SHA-256 digest. */
export async function createKey(deps: Deps, auth: AuthContext, input: NewOwnerKey): Promise<{ key: OwnerKeyRecord; secret: string }> {
  requireEnabled(auth, input.type);
  const id = randomUUID();
  const secret = newSecret(id, input.type, input.isPublic);
  const lastFour = secret.slice(-4);
  const createdAt = await store.insertKey(deps.em, {
    id, projectId: auth.project.id, type: input.type, ownerId: input.ownerId, description: input.description,
    isPublic: input.isPublic, secretHash: sha256(secret), lastFour, expiresAt: input.expiresAt,
  }, LIMITS.ownerApiKeys);
  if (createdAt === 'no-owner') throw ownerNotFound(input.type, input.ownerId);
  // Bounded so one owner's listing stays bounded (issue 19 item 3): revoke a key to make room.
  if (createdAt === 'limit') throw knownError('API_KEY_LIMIT_REACHED', { max_live_keys: LIMITS.ownerApiKeys });
  // A key made with the user's own token could outlive it: the user hears of it (team keys: the team has no one address).
  if (auth.type === 'client' && input.type === 'user') await deps.accountNotices.notify(deps.em, { projectId: auth.project.id, userId: input.ownerId, change: 'api_key_created' });
  const key: OwnerKeyRecord = {
    id, type: input.type, ownerId: input.ownerId, description: input.description, isPublic: input.isPublic,
    lastFour, expiresAt: input.expiresAt, manuallyRevokedAt: null, createdAt,
  };
  return { key, secret };
}

/**
 * The owner's keys, newest first. The router has already limited a client to itself or to a team
 * where it holds $manage_api_keys; server access naming an owner that does not exist hears so.
 */
export async function listKeys(deps: Deps, auth: AuthContext, type: OwnerType, ownerId: string): Promise<OwnerKeyRecord[]> {
  requireEnabled(auth, type);
  const keys = await store.listKeys(deps.em, auth.project.id, type, ownerId, LIMITS.ownerApiKeys);
  if (keys.length === 0 && !(await store.ownerExists(deps.em, auth.project.id, type, ownerId))) throw ownerNotFound(type, ownerId);
  return keys;
}

/**
 * One key of this kind. A client sees only its own user keys and the keys of teams where it holds
 * $manage_api_keys; anything else answers API_KEY_NOT_FOUND, exactly like a key that does not
 * exist, so a client never learns of another user's key or another team.
 */
export async function getKey(deps: Deps, auth: AuthContext, type: OwnerType, id: string): Promise<OwnerKeyRecord> {
  requireEnabled(auth, type);
  const key = await store.findKey(deps.em, auth.project.id, id);
  if (!key || key.type !== type || !(await clientMaySee(deps, auth, key))) throw knownError('API_KEY_NOT_FOUND');
  return key;
}

async function clientMaySee(deps: Deps, auth: AuthContext, key: OwnerKeyRecord): Promise<boolean> {
  if (auth.type !== 'client') return true;
  if (!auth.user) return false;
  if (key.type === 'user') return key.ownerId === auth.user.id;
  const answer = await teamAccess(deps.em, auth.project.id, key.ownerId, auth.user.id, ['$manage_api_keys']);
  return answer.member && !answer.missing;
}

export interface OwnerKeyPatch {
  description?: string;
  /** One-way: a revoked key keeps its first revocation time. */
  revoke?: boolean;
}

export async function updateKey(deps: Deps, auth: AuthContext, type: OwnerType, id: string, patch: OwnerKeyPatch): Promise<OwnerKeyRecord> {
  await getKey(deps, auth, type, id);
  if (patch.description !== undefined) await store.renameKey(deps.em, auth.project.id, id, patch.description);
  if (patch.revoke) await store.revokeKey(deps.em, auth.project.id, id);
  return getKey(deps, auth, type, id);
}

/**
 * Checks a presented secret (server and admin access). A malformed secret, a bad checksum, an id
 * not in this project or a digest that differs are all API_KEY_NOT_FOUND; the digest comparison
 * runs in constant time. One primary-key lookup: the secret names the key's id.
 */
export async function checkKey(deps: Deps, auth: AuthContext, expected: OwnerType, secret: string): Promise<OwnerKeyRecord> {
  requireEnabled(auth, expected);
  const parsed = parseSecret(secret);
  if (!parsed) throw knownError('API_KEY_NOT_FOUND');
  const key = await store.findKey(deps.em, auth.project.id, parsed.id);
  if (!key || !timingSafeEqual(key.secretHash, sha256(secret))) throw knownError('API_KEY_NOT_FOUND');
  if (key.type !== expected) throw knownError('WRONG_API_KEY_TYPE', { expected_type: expected, actual_type: key.type });
  if (key.manuallyRevokedAt) throw knownError('API_KEY_REVOKED');
  if (key.expiresAt && key.expiresAt.getTime() <= Date.now()) throw knownError('API_KEY_EXPIRED');
  return key;
}
