import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { z } from '../../http/zod.ts';
import { claimKey, storeAnswer, sweepExpired } from './idempotency.store.ts';

/**
 * The `Idempotency-Key` header of mutating payment routes (Stripe's convention): a retried request
 * with the same key and the same request answers the first answer again and applies nothing twice;
 * the same key with a different request is IDEMPOTENCY_KEY_REUSED. The key is claimed, the change
 * made and the answer stored in ONE database transaction, so a change and its stored answer commit
 * together; a request that failed stored nothing (its transaction rolled back) and may be retried
 * with the same key. Keys are scoped per project and per route, kept 24 hours.
 */

export const IDEMPOTENCY_KEY_MAX = 255;

export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1, '{path} must not be empty')
    .max(IDEMPOTENCY_KEY_MAX, `{path} must be at most ${IDEMPOTENCY_KEY_MAX} characters`)
    .regex(/^[\x21-\x7e]+$/, '{path} must be printable ASCII without spaces')
    .optional()
    .openapi({
      description: `Makes the request safe to retry: a request repeated with the same key (and the same path, query and body) within 24 hours answers the first answer again and changes nothing more. At most ${IDEMPOTENCY_KEY_MAX} printable ASCII characters; a UUID is a good key.`,
      example: '2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11',
    }),
});

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

export interface IdempotentRequest {
  projectId: string;
  /** The route's operation id: the same key on two routes is two keys. */
  route: string;
  key: string | undefined;
  /** What makes two requests "the same": the validated params, query and body. */
  request: unknown;
}

/**
 * Runs `change` in a new transaction, at most once per key: answers its result, or the stored
 * answer of the first request with this key. Without a key it simply runs in a transaction.
 */
export async function idempotently<T>(deps: Deps, req: IdempotentRequest, change: (tx: EntityManager) => Promise<T>): Promise<T> {
  if (req.key === undefined) return deps.em.transactional(change);
  const key = req.key;
  const hash = createHash('sha256').update(canonical(req.request)).digest();
  return deps.em.transactional(async (tx) => {
    const prior = await claimKey(tx, req.projectId, req.route, key, hash);
    if (prior) {
      if (!prior.requestHash.equals(hash)) throw knownError('IDEMPOTENCY_KEY_REUSED', { idempotency_key: key });
      return prior.body as T;
    }
    const result = await change(tx);
    await storeAnswer(tx, req.projectId, req.route, key, 200, result);
    await sweepExpired(tx, req.projectId);
    return result;
  });
}
