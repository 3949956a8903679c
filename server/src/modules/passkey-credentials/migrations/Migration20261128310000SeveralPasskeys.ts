import { Migration } from '@mikro-orm/migrations';

/**
 * Several passkeys per user (issue 22 item 3): people keep one per device. The one-per-user key
 * goes (registering adds a row instead of replacing the user's one), an index on user_id takes its
 * place for the account page's list, and each passkey gets a name the user can change (1-64
 * characters, checked here as well as in the route's schema). The number per user is bounded in
 * the passkeys service, under the user's row lock.
 */
export class Migration20261128310000SeveralPasskeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table passkey_credential drop constraint passkey_credential_user_key;
      create index passkey_credential_user_idx on passkey_credential (user_id, created_at);
      alter table passkey_credential add column name text not null default 'Passkey'
        constraint passkey_credential_name_length check (char_length(name) between 1 and 64);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table passkey_credential drop column name;
      drop index passkey_credential_user_idx;
      delete from passkey_credential p using passkey_credential q where p.user_id = q.user_id and p.created_at < q.created_at;
      alter table passkey_credential add constraint passkey_credential_user_key unique (user_id);
    `);
  }
}
