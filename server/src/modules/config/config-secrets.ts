import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { tokenCipher } from '../../crypto/token-cipher.ts';
import { knownError } from '../../http/errors.ts';
import { z } from '../../http/zod.ts';
import { clone, deletePath, getPath, isPlainObject, type JsonObject } from './config-document.ts';
import { settings } from './config.settings.ts';
import * as store from './config.store.ts';

/**
 * Secret-valued settings (an OAuth provider's client secret, the SMTP password; the slices declare
 * them in `secrets`). The rule:
 * - at rest they are sealed (AES-256-GCM with the server's at-rest key, bound to the project):
 *   every write of an override seals them (sealSecrets, called by the one write funnel in
 *   config.service.ts), and existing rows are sealed at start (sealStoredSecrets);
 * - the project record, its cache and the rendered config carry the sealed form: nothing that
 *   reads settings can leak the clear value by accident;
 * - they are opened only where used (openSecret: the OAuth code exchange, the SMTP transport);
 * - answers never carry them, sealed or clear (withoutSecrets); a document written back without
 *   one keeps the stored one (keepStoredSecrets), so the write-only field is still editable.
 */

export const SEALED_PREFIX = 'sealed:v1:';

/**
 * What the legacy project view (wire §9.20 `email_config.password`, a required string) answers for
 * a stored SMTP password; sent back in a write (or a test e-mail) it means "the stored one".
 */
export const STORED_SECRET_MASK = '__stored_secret__';

/** What the at-rest key is found from (GATEHOUSE_ENCRYPTION_KEY, or the data dir's key file). */
export type SecretKeys = Pick<Config, 'encryptionKey' | 'dataDir'>;

const purpose = (projectId: string) => `config-secret:${projectId}`;

/**
 * A secret setting's schema: its clear form (checked on write, before sealing), or the sealed form
 * the stored override holds (sealed from at most `clear`'s maximum, base64url of IV + tag + UTF-8).
 */
export function secretSetting(clear: z.ZodString) {
  const maxClearBytes = 4 * (clear.maxLength ?? 4096);
  const sealed = z.string().startsWith(SEALED_PREFIX).max(SEALED_PREFIX.length + Math.ceil(((28 + maxClearBytes) * 4) / 3));
  return z.union([clear, sealed]);
}

/** The concrete secret paths a document holds (the declared paths with `*` expanded over its entries). */
export function secretPathsIn(doc: JsonObject): string[] {
  const out: string[] = [];
  const walk = (at: unknown, segs: string[], prefix: string) => {
    if (!segs.length) {
      out.push(prefix);
      return;
    }
    if (!isPlainObject(at)) return;
    const [seg, ...rest] = segs as [string, ...string[]];
    for (const k of seg === '*' ? Object.keys(at) : [seg]) {
      if (!rest.length ? at[k] !== undefined : isPlainObject(at[k])) walk(at[k], rest, prefix ? `${prefix}.${k}` : k);
    }
  };
  for (const path of settings().secrets) walk(doc, path.split('.'), '');
  return out;
}

const isSealed = (v: string) => v.startsWith(SEALED_PREFIX);

/**
 * Seals the clear secret values of an override document in place. A value already in the sealed
 * form must open with this server's key for this project: answers never show sealed values, so
 * one sent in a write is forged or copied from elsewhere, and is refused (nothing changes).
 */
export function sealSecrets(keys: SecretKeys, projectId: string, doc: JsonObject): void {
  const cipher = tokenCipher(keys);
  for (const path of secretPathsIn(doc)) {
    const segs = path.split('.');
    const parent = getPath(doc, segs.slice(0, -1).join('.')) as JsonObject;
    const last = segs[segs.length - 1]!;
    const value = parent[last];
    if (typeof value !== 'string') continue;
    if (!isSealed(value)) parent[last] = SEALED_PREFIX + cipher.seal(value, purpose(projectId));
    else if (cipher.open(value.slice(SEALED_PREFIX.length), purpose(projectId)) === null) {
      throw knownError('CONFIG_OVERRIDE_INVALID', { message: `${path}: not a value this server sealed for this project (secrets are written in clear and never answered back)` });
    }
  }
}

/**
 * The clear value of a secret setting, at its point of use. A value not in the sealed form is one
 * written before sealing (the start-up pass seals those); null: sealed, but not openable with this
 * server's key (the key changed), so the secret is as good as unset.
 */
export function openSecret(keys: SecretKeys, projectId: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  if (!isSealed(value)) return value;
  return tokenCipher(keys).open(value.slice(SEALED_PREFIX.length), purpose(projectId));
}

/** A document (or a rendered config) as answers show it: without any secret setting. */
export function withoutSecrets(doc: JsonObject): JsonObject {
  const out = clone(doc);
  for (const path of secretPathsIn(out)) deletePath(out, path);
  return out;
}

/**
 * Secrets are write-only, so a document read, edited and written back has none: an object (a
 * provider, the e-mail server) written without its secret keeps the one this level stored for it;
 * sending one replaces it; removing the object, or switching it to Gatehouse's shared credentials
 * (`isShared: true`), forgets it.
 */
export function keepStoredSecrets(next: JsonObject, stored: JsonObject): void {
  for (const path of secretPathsIn(stored)) {
    const segs = path.split('.');
    const owner = getPath(next, segs.slice(0, -1).join('.'));
    const last = segs[segs.length - 1]!;
    const kept = getPath(stored, path);
    if (isPlainObject(owner) && owner[last] === undefined && owner.isShared !== true && typeof kept === 'string') owner[last] = kept;
  }
}

/**
 * Seals the secrets still in clear in stored overrides (rows written before sealing existed): run
 * at every start after the migrations, idempotent (sealed values are left alone). Only rows with a
 * clear secret are touched, each re-read under its row lock so a concurrent writer is not lost.
 */
export async function sealStoredSecrets(em: EntityManager, keys: SecretKeys): Promise<number> {
  const hasClear = (doc: JsonObject) => secretPathsIn(doc).some((p) => typeof getPath(doc, p) === 'string' && !isSealed(getPath(doc, p) as string));
  let sealed = 0;
  for (const row of (await store.listDocuments(em)).filter((r) => hasClear(r.document))) {
    await em.transactional(async (tx) => {
      const doc = await store.lockDocument(tx, row.projectId, row.level);
      if (!doc || !hasClear(doc)) return;
      sealSecrets(keys, row.projectId, doc);
      await store.writeOverride(tx, row.projectId, row.level, doc);
      sealed++;
    });
  }
  return sealed;
}
