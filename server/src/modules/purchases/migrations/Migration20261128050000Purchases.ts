import { Migration } from '@mikro-orm/migrations';

/**
 * Purchases through Stripe: the project's Stripe account (sealed secrets), purchase codes (hashed,
 * 24 h, single use) and the Stripe events already handled (unique per project: a redelivered
 * event is recognised and changes nothing).
 */
export class Migration20261128050000Purchases extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table stripe_account (
        project_id text primary key references project(id) on delete cascade,
        account_id text not null,
        secret_key_sealed text not null,
        webhook_secret_sealed text not null,
        livemode boolean not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );

      create table purchase_code (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        code_hash text not null unique,
        customer_type text not null check (customer_type in ('user', 'team', 'custom')),
        customer_id text not null,
        product_id text,
        product jsonb not null,
        return_url text,
        stripe_checkout_session_id text,
        stripe_payment_intent_id text,
        grant_transaction_id uuid,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index purchase_code_expiry_idx on purchase_code (expires_at);
      create index purchase_code_grant_idx on purchase_code (project_id, grant_transaction_id);
      create index purchase_code_payment_intent_idx on purchase_code (project_id, stripe_payment_intent_id);

      create table stripe_event (
        project_id text not null references project(id) on delete cascade,
        event_id text not null,
        type text not null,
        received_at timestamptz not null default now(),
        primary key (project_id, event_id)
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table stripe_event; drop table purchase_code; drop table stripe_account;');
  }
}
