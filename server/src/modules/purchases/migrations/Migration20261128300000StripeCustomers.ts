import { Migration } from '@mikro-orm/migrations';

/**
 * The Stripe customer of each payments customer (user, team or custom id) of a project: made the
 * first time one is needed (a SetupIntent), so billing, invoices and payment methods of one
 * customer always go to the same Stripe customer. One per customer (primary key) and per Stripe id.
 */
export class Migration20261128300000StripeCustomers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table stripe_customer (
        project_id text not null references project(id) on delete cascade,
        customer_type text not null check (customer_type in ('user', 'team', 'custom')),
        customer_id text not null,
        stripe_customer_id text not null,
        created_at timestamptz not null default now(),
        primary key (project_id, customer_type, customer_id),
        unique (project_id, stripe_customer_id)
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table stripe_customer;');
  }
}
