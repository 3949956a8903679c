import { Migration } from '@mikro-orm/migrations';

/**
 * The payments tables (issue 21). Item quantities are a ledger (one row per change, never a
 * counter overwritten in place); owned products, payment transactions (wire §9.21 entries as
 * JSON, amounts as decimal strings) and stored Idempotency-Key answers. Customers are
 * (customer_type, customer_id) pairs: user and team ids are checked when a change is made, custom
 * ids are the developer's own strings, so there is no foreign key to the customer; the project's
 * cascades. Rows of these tables point at each other without foreign keys: they are written
 * together in one transaction and never deleted on their own, only with their project.
 */
export class Migration20261128200000Payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table payment_transaction (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        type text,
        customer_type text not null,
        customer_id text not null,
        entries jsonb not null,
        adjusted_by jsonb not null default '[]',
        test_mode boolean not null,
        created_at timestamptz not null default clock_timestamp(),
        effective_at timestamptz not null default clock_timestamp()
      );
      create index payment_transaction_page on payment_transaction (project_id, created_at desc, id desc);

      create table customer_product (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        customer_type text not null,
        customer_id text not null,
        product_id text,
        product jsonb not null,
        price_id text,
        quantity integer not null check (quantity >= 1),
        source text not null check (source in ('server', 'test_purchase', 'stripe')),
        transaction_id uuid not null,
        stripe_subscription_id text,
        current_period_end timestamptz,
        cancel_at_period_end boolean not null default false,
        status text not null default 'active' check (status in ('active', 'canceled', 'ended')),
        ended_at timestamptz,
        created_at timestamptz not null default clock_timestamp()
      );
      create index customer_product_of_customer on customer_product (project_id, customer_type, customer_id, product_id);
      create unique index customer_product_stripe_subscription on customer_product (project_id, stripe_subscription_id) where stripe_subscription_id is not null;

      create table item_quantity_change (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        customer_type text not null,
        customer_id text not null,
        item_id text not null,
        quantity bigint not null,
        expires_at timestamptz,
        description text,
        transaction_id uuid,
        customer_product_id uuid,
        expires_with text not null default 'never' check (expires_with in ('never', 'when-purchase-expires', 'when-repeated')),
        period integer,
        created_at timestamptz not null default clock_timestamp()
      );
      create index item_quantity_change_of_item on item_quantity_change (project_id, customer_type, customer_id, item_id);
      create unique index item_quantity_change_period on item_quantity_change (customer_product_id, item_id, period) where period is not null;

      create table idempotency_key (
        project_id text not null references project(id) on delete cascade,
        route text not null,
        key text not null,
        request_hash bytea not null,
        status integer not null,
        body jsonb not null,
        created_at timestamptz not null default now(),
        primary key (project_id, route, key)
      );
      create index idempotency_key_age on idempotency_key (project_id, created_at);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table idempotency_key; drop table item_quantity_change; drop table customer_product; drop table payment_transaction;');
  }
}
