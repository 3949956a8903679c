import type { EntityManager } from '@mikro-orm/postgresql';
import type { JsonObject } from './config-document.ts';
import { CONFIG_LEVELS, noOverrides, type ConfigLevel, type ConfigOverrides } from './config.settings.ts';

/** The only code that writes config_override. Reads bypass the identity map (native statements). */

export interface StoredOverrides {
  overrides: ConfigOverrides;
  sources: Partial<Record<ConfigLevel, JsonObject | null>>;
}

/**
 * Every level of a project's overrides, with the project's rows locked for the rest of the
 * transaction: the row of `level` is made first if missing, so two writers of one level queue up
 * and neither's change is lost (a read-modify-write on the document).
 */
export async function lockOverrides(tx: EntityManager, projectId: string, level: ConfigLevel): Promise<StoredOverrides> {
  await tx.execute(`insert into config_override (project_id, level) values (?, ?) on conflict do nothing`, [projectId, level]);
  const rows = await tx.execute<{ level: ConfigLevel; document: JsonObject; source: JsonObject | null }[]>(
    `select level, document, source from config_override where project_id = ? order by level for update`,
    [projectId],
  );
  return toStored(rows);
}

export async function readOverrides(em: EntityManager, projectId: string): Promise<StoredOverrides> {
  const rows = await em.execute<{ level: ConfigLevel; document: JsonObject; source: JsonObject | null }[]>(
    `select level, document, source from config_override where project_id = ?`,
    [projectId],
  );
  return toStored(rows);
}

function toStored(rows: { level: ConfigLevel; document: JsonObject; source: JsonObject | null }[]): StoredOverrides {
  const out: StoredOverrides = { overrides: noOverrides(), sources: {} };
  for (const r of rows) {
    if (!CONFIG_LEVELS.includes(r.level)) continue;
    out.overrides[r.level] = r.document;
    out.sources[r.level] = r.source;
  }
  return out;
}

/** Writes one level's document (and its source when given; null clears it). */
export async function writeOverride(tx: EntityManager, projectId: string, level: ConfigLevel, document: JsonObject, source?: JsonObject | null): Promise<void> {
  const doc = JSON.stringify(document);
  if (source === undefined) {
    await tx.execute(
      `insert into config_override (project_id, level, document, updated_at) values (?, ?, cast(? as jsonb), now())
       on conflict (project_id, level) do update set document = excluded.document, updated_at = now()`,
      [projectId, level, doc],
    );
  } else {
    await tx.execute(
      `insert into config_override (project_id, level, document, source, updated_at) values (?, ?, cast(? as jsonb), cast(? as jsonb), now())
       on conflict (project_id, level) do update set document = excluded.document, source = excluded.source, updated_at = now()`,
      [projectId, level, doc, source === null ? null : JSON.stringify(source)],
    );
  }
}

/** Sets only the source of a level (DELETE /internal/config/source). */
export async function writeSource(tx: EntityManager, projectId: string, level: ConfigLevel, source: JsonObject): Promise<void> {
  await tx.execute(
    `insert into config_override (project_id, level, source, updated_at) values (?, ?, cast(? as jsonb), now())
     on conflict (project_id, level) do update set source = excluded.source, updated_at = now()`,
    [projectId, level, JSON.stringify(source)],
  );
}

/** Inserts a level's document unless the project has that level already (bootstrap of the internal project). */
export async function insertOverrideIfMissing(tx: EntityManager, projectId: string, level: ConfigLevel, document: JsonObject): Promise<void> {
  await tx.execute(`insert into config_override (project_id, level, document) values (?, ?, cast(? as jsonb)) on conflict do nothing`, [projectId, level, JSON.stringify(document)]);
}

/** Every stored override document (the start-up pass that seals secrets left in clear). */
export async function listDocuments(em: EntityManager): Promise<{ projectId: string; level: ConfigLevel; document: JsonObject }[]> {
  const rows = await em.execute<{ project_id: string; level: ConfigLevel; document: JsonObject }[]>(`select project_id, level, document from config_override`);
  return rows.filter((r) => CONFIG_LEVELS.includes(r.level)).map((r) => ({ projectId: r.project_id, level: r.level, document: r.document }));
}

/** One level's document, its row locked for the rest of the transaction; null when there is none. */
export async function lockDocument(tx: EntityManager, projectId: string, level: ConfigLevel): Promise<JsonObject | null> {
  const [r] = await tx.execute<{ document: JsonObject }[]>(`select document from config_override where project_id = ? and level = ? for update`, [projectId, level]);
  return r?.document ?? null;
}
