import { Migration } from '@mikro-orm/migrations';

/** Extra headers of an outgoing e-mail, e.g. List-Unsubscribe on non-transactional mail (RFC 2369 / 8058). */
export class Migration20261123015000OutboxHeaders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table email_outbox add column headers jsonb not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table email_outbox drop column headers;`);
  }
}
