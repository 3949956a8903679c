import { Migration } from '@mikro-orm/migrations';

/**
 * Webhook endpoints and their deliveries. One delivery row per (endpoint, event): the unique pair
 * makes fan-out idempotent (a subscriber run twice inserts nothing new) and its id is the stable
 * `webhook-id` receivers de-duplicate on. The due index serves the worker's SKIP LOCKED claim.
 */
export class Migration20261128010000Webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table webhook_endpoint (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        url text not null,
        description text not null default '',
        event_types jsonb not null default '[]',
        enabled boolean not null default true,
        secret_sealed text not null,
        previous_secret_sealed text,
        previous_secret_expires_at timestamptz,
        failing_since timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index webhook_endpoint_project_idx on webhook_endpoint (project_id, created_at);

      create table webhook_delivery (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        endpoint_id uuid not null references webhook_endpoint(id) on delete cascade,
        event_id uuid not null,
        event_type text not null,
        payload jsonb not null,
        status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
        attempts integer not null default 0,
        next_attempt_at timestamptz,
        last_attempt_at timestamptz,
        http_status integer,
        latency_ms integer,
        response_excerpt text,
        error text,
        created_at timestamptz not null default now(),
        constraint webhook_delivery_endpoint_event_key unique (endpoint_id, event_id)
      );
      create index webhook_delivery_endpoint_idx on webhook_delivery (endpoint_id, created_at desc, id desc);
      create index webhook_delivery_due_idx on webhook_delivery (next_attempt_at) where status = 'pending';
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table webhook_delivery; drop table webhook_endpoint;`);
  }
}
