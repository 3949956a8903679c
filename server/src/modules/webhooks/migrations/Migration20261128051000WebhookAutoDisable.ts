import { Migration } from '@mikro-orm/migrations';

/**
 * Failing endpoints are disabled automatically: the count of deliveries in a row that failed after
 * their whole retry schedule (reset by any success), and why and when the endpoint was disabled
 * (null: enabled, or disabled by hand).
 */
export class Migration20261128051000WebhookAutoDisable extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table webhook_endpoint
        add column consecutive_failed_deliveries integer not null default 0,
        add column disabled_reason text check (disabled_reason in ('consecutive_failed_deliveries')),
        add column disabled_at timestamptz;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table webhook_endpoint drop column consecutive_failed_deliveries, drop column disabled_reason, drop column disabled_at;`);
  }
}
