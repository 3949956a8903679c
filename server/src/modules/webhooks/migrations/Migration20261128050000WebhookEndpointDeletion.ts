import { Migration } from '@mikro-orm/migrations';

/**
 * Deleting an endpoint marks it (deleted_at) instead of deleting its row at once: the cascade onto
 * webhook_delivery would wait for the delivery the worker holds locked while it sends (up to the
 * send timeout, past the serving lock wait: a 503). Marked endpoints are invisible to every read
 * and write; the webhook worker removes them and their deliveries, skipping rows still locked.
 */
export class Migration20261128050000WebhookEndpointDeletion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table webhook_endpoint add column deleted_at timestamptz;
      create index webhook_endpoint_deleted_idx on webhook_endpoint (deleted_at) where deleted_at is not null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from webhook_endpoint where deleted_at is not null; alter table webhook_endpoint drop column deleted_at;`);
  }
}
