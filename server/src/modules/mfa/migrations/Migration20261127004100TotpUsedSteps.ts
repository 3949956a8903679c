import { Migration } from '@mikro-orm/migrations';

/**
 * The replay guard of TOTP (RFC 6238 §5.2): per user, the last time step whose code signed in.
 * A code of that step or an earlier one is refused, so a code seen over a shoulder or phished is
 * worthless once used. The user's foreign key cascades: deleting the user deletes the row.
 */
export class Migration20261127004100TotpUsedSteps extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table totp_used_step (
        user_id uuid primary key references project_user(id) on delete cascade,
        project_id text not null references project(id) on delete cascade,
        last_step bigint not null,
        used_at timestamptz not null default now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table totp_used_step;');
  }
}
