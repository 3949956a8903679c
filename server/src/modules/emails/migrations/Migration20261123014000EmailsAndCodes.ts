import { Migration } from '@mikro-orm/migrations';

/**
 * One-time codes, the e-mail outbox and notification preferences.
 *
 * verification_code keeps no code in clear: `code_hash` is sha256 of the 45-character code (the
 * lookup key) and `nonce_hash` sha256 of its last 39 characters, the OTP nonce under which failed
 * attempts are counted (wire-contract §8). A database dump therefore yields no usable link.
 *
 * email_outbox is the durable queue: a row is written in the same transaction as the change that
 * causes the mail, and workers claim rows with FOR UPDATE SKIP LOCKED.
 */
export class Migration20261123014000EmailsAndCodes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table verification_code (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        branch_id text not null default 'main',
        type text not null,
        code_hash bytea not null unique,
        nonce_hash bytea not null,
        redirect_url text,
        data jsonb not null default '{}',
        attempt_count integer not null default 0,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index verification_code_nonce_idx on verification_code(project_id, nonce_hash);

      create table email_outbox (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        user_id uuid references project_user(id) on delete set null,
        to_address text not null,
        subject text not null,
        html text not null,
        text_body text not null,
        notification_category_id uuid not null,
        status text not null default 'queued',
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        last_error text,
        sent_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index email_outbox_due_idx on email_outbox(next_attempt_at) where status = 'queued';
      create index email_outbox_project_idx on email_outbox(project_id, created_at desc, id);

      create table notification_preference (
        project_id text not null references project(id) on delete cascade,
        user_id uuid not null references project_user(id) on delete cascade,
        notification_category_id uuid not null,
        enabled boolean not null,
        primary key (user_id, notification_category_id)
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table notification_preference; drop table email_outbox; drop table verification_code;`);
  }
}
