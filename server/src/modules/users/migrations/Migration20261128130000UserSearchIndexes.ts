import { Migration } from '@mikro-orm/migrations';

/**
 * GET /users ?query= at a million users (bench/README.md, "GET /users at a million users").
 * The search is a case-insensitive substring (ILIKE '%text%') of the display name or of any
 * contact-channel value, so a b-tree (even lower(value) text_pattern_ops) serves only prefixes;
 * trigram GIN indexes serve prefix and substring alike, and ILIKE without changing what matches.
 * pg_trgm is a trusted contrib extension (PostgreSQL 13+): the database owner may create it, and
 * both Debian's PostgreSQL and the embedded one ship it.
 *
 * The first page and cursor pages already use project_user_signed_up_idx (project_id,
 * signed_up_at, id) by keyset, so they need nothing new.
 *
 * The indexes are built inside the migration's transaction (the migrator runs every migration in
 * one), which blocks writes to the two tables while they build: at a million users about a minute
 * (bench/README.md). An operator with a large table may build them beforehand with CREATE INDEX
 * CONCURRENTLY under the same names; IF NOT EXISTS then skips them here.
 */
export class Migration20261128130000UserSearchIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index if not exists project_user_display_name_trgm_idx on project_user using gin (display_name gin_trgm_ops);`);
    this.addSql(`create index if not exists contact_channel_value_trgm_idx on contact_channel using gin (value gin_trgm_ops);`);
  }
}
