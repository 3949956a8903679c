import { Migration } from '@mikro-orm/migrations';
import { deletePath, getPath, leafPaths, setPath, type JsonObject } from '../../config/config-document.ts';
import { noOverrides, renderStored } from '../../config/config.settings.ts';
import { legacyWrites } from '../legacy-config.ts';
import { normaliseConfig, type ProjectConfig } from '../project-config.ts';

/**
 * Issue 20: the project's config stops being one stored document with its defaults frozen in.
 * Each project's stored document becomes its project-level override, holding only the values that
 * differ from the defaults (so a default changed later reaches it), and the column goes. The old
 * document is read as the old code read it (normaliseConfig: defaults for missing keys) and mapped
 * with the legacy write mapping, so the legacy view renders the same before and after
 * (test: config-migration.test.ts). Every project gets a project-level row, even an empty one.
 */
export class Migration20261128010100ProjectConfigToOverrides extends Migration {
  override async up(): Promise<void> {
    const defaults = renderStored(noOverrides());
    const rows = (await this.execute('select id, config from project')) as { id: string; config: Partial<ProjectConfig> }[];
    for (const row of rows) {
      const doc = overrideOf(normaliseConfig(row.config ?? {}), defaults);
      await this.execute(
        `insert into config_override (project_id, level, document) values (?, 'project', cast(? as jsonb))
         on conflict (project_id, level) do update set document = excluded.document`,
        [row.id, JSON.stringify(doc)],
      );
    }
    await this.execute('alter table project drop column config');
  }

  override async down(): Promise<void> {
    // Back to an empty document: the old code fills every key from its defaults.
    this.addSql(`alter table project add column config jsonb not null default '{}'::jsonb;`);
  }
}

/** The project-level override of an old stored config: its mapped keys, minus every value equal to the default. */
export function overrideOf(old: ProjectConfig, defaults: JsonObject): JsonObject {
  const doc: JsonObject = {};
  for (const [path, value] of Object.entries(legacyWrites(old, defaults))) setPath(doc, path, value);
  for (const leaf of leafPaths(doc)) {
    if (JSON.stringify(getPath(doc, leaf)) === JSON.stringify(getPath(defaults, leaf))) deletePath(doc, leaf);
  }
  return doc;
}
