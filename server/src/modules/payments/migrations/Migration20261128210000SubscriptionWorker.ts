import { Migration } from '@mikro-orm/migrations';

/**
 * The subscription worker's claim (subscription-renewals.ts): the subscriptions Gatehouse runs
 * itself that are not ended, by period end. Partial, so the index holds only those rows and the
 * worker's pass reads the due ones without scanning every owned product.
 */
export class Migration20261128210000SubscriptionWorker extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index customer_product_due on customer_product (current_period_end, id)
      where status <> 'ended' and stripe_subscription_id is null and current_period_end is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index customer_product_due;');
  }
}
