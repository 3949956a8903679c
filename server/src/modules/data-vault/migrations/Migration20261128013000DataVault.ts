import { Migration } from '@mikro-orm/migrations';

/**
 * Data-vault entries (wire-contract §9.19), owned by the data-vault module. Nothing the client
 * sent is stored in clear (data-vault.cipher.ts): `key_lookup` is a keyed HMAC of the hashed key,
 * `sealed` the AES-256-GCM sealing of [hashed_key, encrypted_value], `key_id` names the master key
 * that sealed it (a rotation re-seals the rows whose key_id is not the current one). One entry per
 * (project, store, hashed key): the primary key. The project's foreign key cascades.
 */
export class Migration20261128013000DataVault extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table data_vault_entry (
        project_id text not null references project(id) on delete cascade,
        store_id text not null,
        key_lookup bytea not null,
        sealed bytea not null,
        key_id text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        primary key (project_id, store_id, key_lookup)
      );
    `);
    // The rotation sweep looks for rows sealed with a former key.
    this.addSql('create index data_vault_entry_key_id on data_vault_entry (key_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table data_vault_entry;');
  }
}
