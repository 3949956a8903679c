import { describe, expect, it } from 'vitest';
import { newProject, testDeps } from '../../../test/harness.ts';
import { signedInUser } from '../../../test/factories.ts';
import { call, quantity, withCatalogue } from '../../../test/payments-catalogue.ts';
import { rawSql } from '../../db/sql.ts';
import { cancelSubscription, findCustomerProductByStripeSubscription, grantProduct, renewSubscription, resolveProduct, revokeGrant } from './index.ts';
import { findProject } from '../projects/projects.store.ts';

/**
 * The services the purchases module (Stripe webhooks, test purchases, refunds) calls inside its own
 * transaction. The test drives them as a webhook would (set-up through the services) and checks
 * every effect over HTTP: quantities, owned products, transactions.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function transactions(project: Awaited<ReturnType<typeof newProject>>): Promise<Json[]> {
  return ((await (await call('GET', '/internal/payments/transactions', project.adminHeaders())).json()) as Json).transactions;
}

describe('subscription services', () => {
  it('a Stripe subscription: granted with a charge, renewed, canceled at period end, then ended (its items go)', async () => {
    const project = await newProject();
    await withCatalogue(project);
    const user = await signedInUser(project);
    const deps = await testDeps();
    const record = (await findProject(deps.em, project.id))!;
    const resolved = resolveProduct(record, { productId: 'pro' });
    const periodEnd = new Date(Date.now() + 30 * 86400_000);
    const granted = await deps.em.fork().transactional((tx) =>
      grantProduct(tx, {
        projectId: project.id, customerType: 'user', customerId: user.id, productId: resolved.productId, product: resolved.product, priceId: 'monthly',
        quantity: 1, source: 'stripe', testMode: false, subscription: { stripeSubscriptionId: 'sub_123', currentPeriodEnd: periodEnd }, chargedAmount: { USD: '9.99' },
      }),
    );
    expect(granted.subscriptionId).toBe(granted.customerProductId);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(100);
    const found = await findCustomerProductByStripeSubscription(deps.em.fork(), project.id, 'sub_123');
    expect(found?.id).toBe(granted.customerProductId);

    const listed = (await (await call('GET', `/payments/products/user/${user.id}`, project.serverHeaders())).json()) as Json;
    expect(listed.items[0]).toMatchObject({ id: 'pro', type: 'subscription', subscription: { subscription_id: granted.subscriptionId, current_period_end: periodEnd.toISOString(), cancel_at_period_end: false, is_cancelable: true } });

    const nextEnd = new Date(periodEnd.getTime() + 30 * 86400_000);
    await deps.em.fork().transactional((tx) => renewSubscription(tx, { projectId: project.id, customerProductId: granted.customerProductId, currentPeriodEnd: nextEnd, chargedAmount: { USD: '9.99' } }));
    await deps.em.fork().transactional((tx) => cancelSubscription(tx, { projectId: project.id, customerProductId: granted.customerProductId, atPeriodEnd: true }));
    const canceled = (await (await call('GET', `/payments/products/user/${user.id}`, project.serverHeaders())).json()) as Json;
    expect(canceled.items[0].subscription).toMatchObject({ current_period_end: nextEnd.toISOString(), cancel_at_period_end: true, is_cancelable: false });
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(100);

    await deps.em.fork().transactional((tx) => cancelSubscription(tx, { projectId: project.id, customerProductId: granted.customerProductId, atPeriodEnd: false }));
    // Ending twice (a redelivered webhook) changes nothing more.
    expect(await deps.em.fork().transactional((tx) => cancelSubscription(tx, { projectId: project.id, customerProductId: granted.customerProductId, atPeriodEnd: false }))).toEqual({ transactionId: null });
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(0);
    expect(((await (await call('GET', `/payments/products/user/${user.id}`, project.serverHeaders())).json()) as Json).items).toEqual([]);

    const ts = await transactions(project);
    expect(ts.map((t) => t.type)).toEqual(['subscription-cancellation', 'subscription-cancellation', 'subscription-renewal', 'purchase']);
    const [ended, , renewal, purchase] = ts as [Json, Json, Json, Json];
    expect(purchase.test_mode).toBe(false);
    expect(purchase.entries[0]).toMatchObject({ type: 'product_grant', product_id: 'pro', price_id: 'monthly', subscription_id: granted.subscriptionId });
    expect(purchase.entries[1]).toEqual({ type: 'money_transfer', adjusted_transaction_id: null, adjusted_entry_index: null, customer_type: 'user', customer_id: user.id, charged_amount: { USD: '9.99' }, net_amount: { USD: '9.99' } });
    expect(purchase.adjusted_by).toEqual([{ transaction_id: ended.id, entry_index: 0 }]);
    expect(renewal.entries).toEqual([expect.objectContaining({ type: 'money_transfer', charged_amount: { USD: '9.99' } })]);
    expect(ended.entries).toEqual([
      { type: 'product_revocation', adjusted_transaction_id: purchase.id, adjusted_entry_index: 0, quantity: 1 },
      { type: 'item_quantity_change', adjusted_transaction_id: null, adjusted_entry_index: null, customer_type: 'user', customer_id: user.id, item_id: 'credits', quantity: -100 },
    ]);
  });

  it('a refund revokes the grant once: product gone, items gone, money returned as a negative transfer', async () => {
    const project = await newProject();
    await withCatalogue(project);
    const user = await signedInUser(project);
    const deps = await testDeps();
    const record = (await findProject(deps.em, project.id))!;
    const resolved = resolveProduct(record, { productId: 'credit-pack' });
    const granted = await deps.em.fork().transactional((tx) =>
      grantProduct(tx, { projectId: project.id, customerType: 'user', customerId: user.id, ...resolved, priceId: 'once', quantity: 2, source: 'test_purchase', testMode: true, chargedAmount: { USD: '10' } }),
    );
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(100);
    const first = await deps.em.fork().transactional((tx) => revokeGrant(tx, { projectId: project.id, transactionId: granted.transactionId }));
    const second = await deps.em.fork().transactional((tx) => revokeGrant(tx, { projectId: project.id, transactionId: granted.transactionId }));
    expect(first.transactionId).toEqual(expect.any(String));
    expect(second.transactionId).toBeNull();
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(0);
    const [refund, purchase] = (await transactions(project)) as [Json, Json];
    expect(refund.type).toBeNull();
    expect(refund.entries).toEqual([
      { type: 'product_revocation', adjusted_transaction_id: purchase.id, adjusted_entry_index: 0, quantity: 2 },
      { type: 'money_transfer', adjusted_transaction_id: purchase.id, adjusted_entry_index: 1, customer_type: 'user', customer_id: user.id, charged_amount: { USD: '-10.00' }, net_amount: { USD: '-10.00' } },
      { type: 'item_quantity_change', adjusted_transaction_id: null, adjusted_entry_index: null, customer_type: 'user', customer_id: user.id, item_id: 'credits', quantity: -100 },
    ]);
  });

  it('repeating included items: each period that has begun is granted once, and a when-repeated grant expires with its period', async () => {
    const project = await newProject();
    await withCatalogue(project);
    const user = await signedInUser(project);
    expect((await call('POST', `/payments/products/user/${user.id}`, project.serverHeaders(), { product_id: 'daily' })).status).toBe(200);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(3);
    // Set-up: the grant was made 2.5 days ago (3 a day, each day's expiring when the next begins).
    const deps = await testDeps();
    await rawSql(deps.em, `update customer_product set created_at = created_at - interval '60 hours' where project_id = ?`, [project.id]);
    await rawSql(deps.em, `update item_quantity_change set created_at = created_at - interval '60 hours', expires_at = expires_at - interval '60 hours' where project_id = ?`, [project.id]);
    const reads = await Promise.all([1, 2, 3].map(() => quantity(project, 'user', user.id, 'credits')));
    expect(reads).toEqual([3, 3, 3]);
    // Spending sees the same balance; the periods were written once each (0, 1, 2).
    expect((await call('POST', `/payments/items/user/${user.id}/credits/update-quantity?allow_negative=false`, project.serverHeaders(), { delta: -3 })).status).toBe(200);
    expect(await quantity(project, 'user', user.id, 'credits')).toBe(0);
    const periods = await rawSql<{ n: string }>(deps.em, `select count(*)::text as n from item_quantity_change where project_id = ? and period is not null`, [project.id]);
    expect(periods[0]!.n).toBe('3');
  });
});
