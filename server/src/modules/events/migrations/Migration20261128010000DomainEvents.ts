import { Migration } from '@mikro-orm/migrations';

/**
 * The transactional outbox of domain events (modules/events). `domain_event` holds what happened;
 * `event_subscriber` the subscribers processes have declared (upserted at start); `event_delivery`
 * one row per (event, subscriber), written by `emit` in the transaction of the change, so each
 * subscriber's progress, retries and lease are its own.
 */
export class Migration20261128010000DomainEvents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table domain_event (
      id uuid primary key,
      project_id text not null,
      type text not null,
      subject text not null,
      data jsonb not null,
      created_at timestamptz not null default clock_timestamp(),
      -- The writing transaction: several changes of one object in one transaction fold into one event (emitLatest).
      tx_id bigint not null default txid_current()
    );`);
    this.addSql(`create index domain_event_tx_idx on domain_event (tx_id, subject);`);
    this.addSql(`create index domain_event_project_created_idx on domain_event (project_id, created_at);`);
    this.addSql(`create index domain_event_created_idx on domain_event (created_at);`);
    // types null: every event type ('*').
    this.addSql(`create table event_subscriber (
      name text primary key,
      types text[],
      seen_at timestamptz not null default now()
    );`);
    // next_attempt_at doubles as the lease: a claim moves it to now() + lease, a live run keeps
    // moving it, so a run whose process died is due again once its lease ran out.
    this.addSql(`create table event_delivery (
      event_id uuid not null references domain_event (id) on delete cascade,
      subscriber text not null,
      status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      lease_id uuid,
      last_error text,
      finished_at timestamptz,
      primary key (event_id, subscriber)
    );`);
    this.addSql(`create index event_delivery_due_idx on event_delivery (next_attempt_at) where status = 'pending';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table event_delivery;`);
    this.addSql(`drop table event_subscriber;`);
    this.addSql(`drop table domain_event;`);
  }
}
