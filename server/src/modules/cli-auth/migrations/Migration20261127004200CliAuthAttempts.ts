import { Migration } from '@mikro-orm/migrations';

/**
 * CLI login attempts (wire-contract §9.9). Only digests of the polling and login codes are stored,
 * and no token at all: completing records WHO signed in (user_id), and the session the CLI gets is
 * opened when it polls. The users' and the project's foreign keys cascade.
 */
export class Migration20261127004200CliAuthAttempts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table cli_auth_attempt (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        polling_code_hash bytea not null unique,
        login_code_hash bytea not null unique,
        anon_user_id uuid references project_user(id) on delete cascade,
        anon_claimed_at timestamptz,
        user_id uuid references project_user(id) on delete cascade,
        completed_at timestamptz,
        used_at timestamptz,
        expires_at timestamptz not null,
        created_at timestamptz not null default now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table cli_auth_attempt;');
  }
}
