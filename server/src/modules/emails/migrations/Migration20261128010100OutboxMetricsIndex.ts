import { Migration } from '@mikro-orm/migrations';

/**
 * GET /internal/metrics counts a project's e-mails by status and by day: with the status included
 * both are index-only scans (bench/README.md), instead of reading every outbox row of the project.
 */
export class Migration20261128010100OutboxMetricsIndex extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index email_outbox_metrics_idx on email_outbox(project_id, created_at) include (status);`);
  }
}
