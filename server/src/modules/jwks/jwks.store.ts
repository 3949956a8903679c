import type { EntityManager } from '@mikro-orm/postgresql';
import { ProjectSigningKey } from './jwks.entity.ts';

/** The only code that reads and writes project_signing_key. Keys never change once written. */

export interface SigningKeyRecord {
  kid: string;
  projectId: string;
  privateJwk: Record<string, unknown>;
  publicJwk: Record<string, unknown>;
}

const recordOf = (k: SigningKeyRecord): SigningKeyRecord => ({ kid: k.kid, projectId: k.projectId, privateJwk: k.privateJwk, publicJwk: k.publicJwk });

/** The project's keys, newest (the one that signs) first. */
export async function listSigningKeys(em: EntityManager, projectId: string): Promise<SigningKeyRecord[]> {
  return (await em.find(ProjectSigningKey, { projectId }, { orderBy: { createdAt: 'desc' } })).map(recordOf);
}

export async function findNewestSigningKey(em: EntityManager, projectId: string): Promise<SigningKeyRecord | null> {
  const key = await em.findOne(ProjectSigningKey, { projectId }, { orderBy: { createdAt: 'desc' } });
  return key ? recordOf(key) : null;
}

export async function findSigningKey(em: EntityManager, kid: string): Promise<SigningKeyRecord | null> {
  const key = await em.findOne(ProjectSigningKey, { kid });
  return key ? recordOf(key) : null;
}

export async function insertSigningKey(em: EntityManager, key: SigningKeyRecord): Promise<void> {
  em.create(ProjectSigningKey, key);
  await em.flush();
}
