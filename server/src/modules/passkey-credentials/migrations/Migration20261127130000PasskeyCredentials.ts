import { Migration } from '@mikro-orm/migrations';

/**
 * Passkeys (wire-contract §9.5): at most one per user (registering again replaces it), found at
 * sign-in by the credential id the authenticator reports, unique within a project. The user's and
 * the project's foreign keys cascade, so deleting either removes its passkeys in the same
 * transaction. Only the public key is stored; `counter` is the authenticator's signature counter,
 * checked and advanced at every sign-in.
 */
export class Migration20261127130000PasskeyCredentials extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table passkey_credential (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        user_id uuid not null references project_user(id) on delete cascade,
        credential_id text not null,
        public_key bytea not null,
        counter bigint not null default 0,
        transports jsonb not null default '[]',
        rp_id text not null,
        created_at timestamptz not null default now(),
        last_used_at timestamptz,
        constraint passkey_credential_user_key unique (user_id),
        constraint passkey_credential_credential_key unique (project_id, credential_id)
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table passkey_credential;');
  }
}
