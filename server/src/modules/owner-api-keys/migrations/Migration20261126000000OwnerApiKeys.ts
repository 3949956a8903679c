import { Migration } from '@mikro-orm/migrations';

/**
 * User and team API keys (wire-contract §9.14). One table for both kinds: `type` says which owner
 * column is set (a check keeps them consistent). The owners' foreign keys cascade, so deleting a
 * user or a team deletes its keys in the same transaction. Only the SHA-256 digest of a secret is
 * stored; the secret carries the key's id, so a check is one primary-key lookup.
 */
export class Migration20261126000000OwnerApiKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table owner_api_key (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        type text not null check (type in ('user', 'team')),
        user_id uuid references project_user(id) on delete cascade,
        team_id uuid references team(id) on delete cascade,
        description text not null,
        is_public boolean not null,
        secret_hash bytea not null,
        last_four text not null,
        expires_at timestamptz,
        manually_revoked_at timestamptz,
        created_at timestamptz not null default now(),
        constraint owner_api_key_one_owner check ((type = 'user' and user_id is not null and team_id is null) or (type = 'team' and team_id is not null and user_id is null))
      );
      create index owner_api_key_user_idx on owner_api_key (user_id, created_at desc) where user_id is not null;
      create index owner_api_key_team_idx on owner_api_key (team_id, created_at desc) where team_id is not null;
    `);
  }
}
